export { AuthScreen } from './AuthScreen';
export { SignInRedirect, SignUpRedirect } from './redirects';
export { GooglePopupProvider } from './google/GooglePopupContext';
export type { GooglePopupSignIn, GooglePopupResult } from './google/googleSdk';
export { googleSignInErrorToast, GoogleSignInError } from './google/googleErrors';
