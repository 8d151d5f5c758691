import type { PublicConfig } from '@channel-countdown/contract';

type FirebaseWebConfig = NonNullable<PublicConfig['firebase']>;

/** What a Google popup sign-in gives back. */
export interface GooglePopupResult {
  idToken: string;
  displayName: string | null;
  email: string | null;
}

/** The one thing the screen needs of the Firebase web SDK: a popup sign-in with a config. */
export type GooglePopupSignIn = (config: FirebaseWebConfig) => Promise<GooglePopupResult>;

/**
 * Without a popup sign-in from the embedding app (AppProviders' `googleSignIn`): the button explains that
 * this app has no Google sign-in, and no identity SDK is loaded.
 */
export const googleSignInUnavailable: GooglePopupSignIn = () =>
  Promise.reject(new Error('Google sign-in is not set up in this app. Please sign in with your email.'));
