'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { googleSignInUnavailable, type GooglePopupSignIn } from './googleSdk';

const GooglePopupContext = createContext<GooglePopupSignIn>(googleSignInUnavailable);

/**
 * The Google popup sign-in of the screens below: `firebasePopupSignIn` (AppProviders' `googleSignIn`), a fake
 * in stories and tests, or an embedding team's own identity setup.
 */
export function GooglePopupProvider({
  signIn,
  children,
}: {
  signIn: GooglePopupSignIn;
  children: ReactNode;
}) {
  return <GooglePopupContext.Provider value={signIn}>{children}</GooglePopupContext.Provider>;
}

export const useGooglePopupSignIn = () => useContext(GooglePopupContext);
