// The settings forms' schemas, fetched with zod the first time a form is checked (lazySchemas.ts).
export {
  changePasswordFormSchema,
  createApiTokenRequestSchema,
  createDestinationRequestSchema,
  updateDestinationRequestSchema,
  updateUserRequestSchema,
} from '@channel-countdown/contract';
