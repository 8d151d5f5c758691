// The one entry that loads the Firebase web SDK (an optional peer), for AppProviders' `googleSignIn`.
export { firebasePopupSignIn } from './firebasePopupSignIn';
