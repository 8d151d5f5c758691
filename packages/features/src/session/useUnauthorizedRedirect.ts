import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useToast } from '@channel-countdown/ui';
import { isUnauthorizedError } from '../api';
import { useGoToSignIn } from './signIn';

/** SPEC §9: the pause between the 'Unauthorized' toast and the redirect. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * For a mutation or query that may fail because the session ended (refresh, timer delete, channel add,
 * the channels list): returns `handle(error)`, which for an authorization failure (SPEC §8: the message
 * mentions 401 or Unauthorized) shows 'Unauthorized' / 'You are logged out. Logging in again...', goes to
 * sign-in after 500 ms (the host's signInPath or onUnauthorized, else /signin) and returns true; for any other error it does nothing and returns false, so the
 * caller shows its own toast.
 */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
  const goToSignIn = useGoToSignIn('/signin');
  const { pathname, search, hash } = useLocation();
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast({
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
        variant: 'destructive',
      });
      // Back to this page after signing in again.
      const returnTo = `${pathname}${search}${hash}`;
      setTimeout(() => goToSignIn(returnTo), UNAUTHORIZED_REDIRECT_DELAY_MS);
      return true;
    },
    [goToSignIn, toast, pathname, search, hash],
  );
}
