import { lazySchema } from '../shared';

// Each settings form's schema, with zod, comes the first time that form is checked, not with the page.
const schemas = () => import('./schemas');

export const changePasswordSchema = lazySchema(() =>
  schemas().then((module) => module.changePasswordFormSchema),
);
export const updateUserSchema = lazySchema(() => schemas().then((module) => module.updateUserRequestSchema));
export const createApiTokenSchema = lazySchema(() =>
  schemas().then((module) => module.createApiTokenRequestSchema),
);
export const createDestinationSchema = lazySchema(() =>
  schemas().then((module) => module.createDestinationRequestSchema),
);
export const updateDestinationSchema = lazySchema(() =>
  schemas().then((module) => module.updateDestinationRequestSchema),
);
