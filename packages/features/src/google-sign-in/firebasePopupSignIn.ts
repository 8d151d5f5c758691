import { isValidEmulatorUrl } from '../auth';
import type { GooglePopupSignIn } from '../auth';

const APP_NAME = 'channel-countdown';

/**
 * Google sign-in through the Firebase web SDK (`firebase`, an optional peer: install it to use this). Pass it
 * to AppProviders' `googleSignIn`. The SDK is imported inside the call, so its code is downloaded only when
 * the Google button is pressed (its own chunk, never part of the first page load); nothing else of this
 * package imports it.
 */
export const firebasePopupSignIn: GooglePopupSignIn = async (config) => {
  const [{ getApps, initializeApp }, { GoogleAuthProvider, connectAuthEmulator, getAuth, signInWithPopup }] =
    await Promise.all([import('firebase/app'), import('firebase/auth')]);
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp(
      { apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId },
      APP_NAME,
    );
  const auth = getAuth(app);
  if (config.emulatorUrl && !auth.emulatorConfig) {
    if (isValidEmulatorUrl(config.emulatorUrl))
      connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    else
      console.warn(
        `Ignoring the identity emulator address ${config.emulatorUrl}: it must start with http or https`,
      );
  }
  const { user } = await signInWithPopup(auth, new GoogleAuthProvider());
  return { idToken: await user.getIdToken(), displayName: user.displayName, email: user.email };
};
