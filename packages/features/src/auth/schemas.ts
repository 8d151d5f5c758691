// The sign-in and sign-up forms' schemas, fetched with zod the first time a form is checked (lazySchema).
export { loginRequestSchema, registerFormSchema } from '@channel-countdown/contract';
