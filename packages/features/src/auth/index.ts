// Public API of the auth domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { GooglePopupProvider } from './google/GooglePopupContext';
export type { GooglePopupSignIn, GooglePopupResult } from './google/googleSdk';
export { googleSignInErrorToast, GoogleSignInError } from './google/googleErrors';
export { isValidEmulatorUrl } from './google/googleErrors';
export { publicConfigQueryKey, publicConfigQueryOptions } from './api/getPublicConfig';
