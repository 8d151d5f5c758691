import { pageHref } from '@channel-countdown/contract';
import { RETURN_TO_PARAM } from '../session';

/** /auth opens on the tab named by `?tab=` (/signup and the 'Sign Up' buttons ask for 'signup'). */
export const AUTH_TAB_PARAM = 'tab';
export type AuthTab = 'signin' | 'signup';

export function authTabFromSearch(search: string): AuthTab {
  return new URLSearchParams(search).get(AUTH_TAB_PARAM) === 'signup' ? 'signup' : 'signin';
}

/**
 * The /auth address a redirect screen goes to: its tab, keeping the `returnTo` it was given
 * (`/signin?returnTo=/timers` → `/auth?returnTo=%2Ftimers`).
 */
export function authPathFor(tab: AuthTab, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const returnTo = params.get(RETURN_TO_PARAM);
  if (tab === 'signup') kept.set(AUTH_TAB_PARAM, 'signup');
  if (returnTo) kept.set(RETURN_TO_PARAM, returnTo);
  const query = kept.toString();
  return query ? `${pageHref('auth')}?${query}` : pageHref('auth');
}
