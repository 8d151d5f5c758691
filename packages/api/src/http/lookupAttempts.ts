import type { AttemptPolicy } from './rateLimit.js';
import type { AppState } from './state.js';

export const TOO_MANY_LOOKUPS = 'Too many channel lookups. Please wait a few minutes and try again.';

/**
 * Lookups that may reach YouTube (preview, connect, refresh), per user and per IP, so one account cannot
 * spend the day's API quota. Input the parser refuses (400) reaches nothing and costs nothing.
 */
export const lookupAttempts: AttemptPolicy = {
  budgets: (ctx) => [
    { limit: 'lookupsPerUser', key: String((ctx.state as AppState).user?.id) },
    { limit: 'lookupsPerIp', key: ctx.ip },
  ],
  spends: (status) => status !== 400,
  message: TOO_MANY_LOOKUPS,
};
