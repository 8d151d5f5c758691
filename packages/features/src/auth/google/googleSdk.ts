import type { PublicConfig } from '@channel-countdown/contract';
import { isValidEmulatorUrl } from './googleErrors';

type FirebaseWebConfig = NonNullable<PublicConfig['firebase']>;

/** What a Google popup sign-in gives back. */
export interface GooglePopupResult {
  idToken: string;
  displayName: string | null;
  email: string | null;
}

/** The one thing the screen needs of the Firebase web SDK: a popup sign-in with a config. */
export type GooglePopupSignIn = (config: FirebaseWebConfig) => Promise<GooglePopupResult>;

const APP_NAME = 'channel-countdown';

/**
 * The real popup sign-in. The SDK is imported here, inside the call, so its code is downloaded only when
 * the Google button is pressed (it is its own chunk and never part of the first page load).
 */
export const firebasePopupSignIn: GooglePopupSignIn = async (config) => {
  const [{ getApps, initializeApp }, { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithPopup }] =
    await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId }, APP_NAME);
  const auth = getAuth(app);
  if (config.emulatorUrl && !auth.emulatorConfig) {
    if (isValidEmulatorUrl(config.emulatorUrl)) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    else console.warn(`Ignoring the identity emulator address ${config.emulatorUrl}: it must start with http or https`);
  }
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
  return { idToken: await user.getIdToken(), displayName: user.displayName, email: user.email };
};
