import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { API_TOKEN_EXPIRY_CHOICES, type ApiToken, type TokenScope } from '@channel-countdown/contract';
import { englishI18n } from '../../i18n';
import { formatDay } from '../../shared';

/** Each scope as the section names and explains it. */
export const SCOPE_MESSAGES: Record<
  TokenScope,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  read: { label: msg`Read`, description: msg`See your channels, timers, notes, analytics and settings.` },
  write: {
    label: msg`Write`,
    description: msg`Connect and remove channels, start cycles, add and change notes.`,
  },
  admin: {
    label: msg`Admin`,
    description: msg`Use the administrator's calls: every account, channel and note.`,
  },
};

/** A scope's name and explanation in the language of `i18n` (English when none is given). */
export const scopeText = (scope: TokenScope, i18n: I18n = englishI18n) => ({
  label: i18n._(SCOPE_MESSAGES[scope].label),
  description: i18n._(SCOPE_MESSAGES[scope].description),
});

/** The expiry choices of the create dialog, keyed as the select keys them ('never' for none), in the language of `i18n`. */
export const expiryOptions = (i18n: I18n = englishI18n) =>
  API_TOKEN_EXPIRY_CHOICES.map((value) => ({
    id: value === null ? 'never' : String(value),
    label:
      value === null
        ? i18n._(msg`Never`)
        : value === 365
          ? i18n._(msg`1 year`)
          : i18n._(msg`${plural(value, { one: '# day', other: '# days' })}`),
  }));

/** The expiry choices in English. */
export const EXPIRY_OPTIONS = expiryOptions();

/** The select's key as the request's `expiresInDays`. */
export const expiresInDaysOf = (key: string): number | null => (key === 'never' ? null : Number(key));

/** Whether the token has expired at `now`. */
export const isExpired = (token: Pick<ApiToken, 'expiresAt'>, now: Date): boolean =>
  token.expiresAt !== null && new Date(token.expiresAt).getTime() <= now.getTime();

/**
 * The token's dates in a line, in the language of `i18n`: 'Created Nov 1, 2026 · Last used Nov 3, 2026 ·
 * Expires Dec 1, 2026'.
 */
export function tokenDates(token: ApiToken, now: Date, i18n: I18n = englishI18n): string {
  const day = (date: string) => formatDay(new Date(date), i18n.locale);
  const createdAt = day(token.createdAt);
  const created = i18n._(msg`Created ${createdAt}`);
  const lastUsedAt = token.lastUsedAt ? day(token.lastUsedAt) : null;
  const used = lastUsedAt ? i18n._(msg`Last used ${lastUsedAt}`) : i18n._(msg`Never used`);
  const expiresAt = token.expiresAt === null ? null : day(token.expiresAt);
  const expiry =
    expiresAt === null
      ? i18n._(msg`Never expires`)
      : isExpired(token, now)
        ? i18n._(msg`Expired ${expiresAt}`)
        : i18n._(msg`Expires ${expiresAt}`);
  return [created, used, expiry].join(' · ');
}
