import { createContext, useContext, type ReactNode } from 'react';
import { firebasePopupSignIn, type GooglePopupSignIn } from './googleSdk';

const GooglePopupContext = createContext<GooglePopupSignIn>(firebasePopupSignIn);

/** Replace the Firebase popup (stories, tests, an embedding team with its own identity setup). */
export function GooglePopupProvider({ signIn, children }: { signIn: GooglePopupSignIn; children: ReactNode }) {
  return <GooglePopupContext.Provider value={signIn}>{children}</GooglePopupContext.Provider>;
}

export const useGooglePopupSignIn = () => useContext(GooglePopupContext);
