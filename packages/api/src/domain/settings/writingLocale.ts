import { chooseLocale, isLocale, type Locale, type Settings } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';

/**
 * Keeps the language of the browser the user signs in with (or saves `auto` from): the app's language its
 * Accept-Language prefers most. Written only when it changed; a browser that names none of the app's languages
 * leaves the one kept before.
 */
export async function rememberBrowserLocale(
  db: Db,
  userId: number,
  browser: Locale | undefined,
): Promise<void> {
  if (!browser) return;
  await db('users')
    .where('id', userId)
    .andWhere((query) => query.whereNull('browser_locale').orWhereNot('browser_locale', browser))
    .update({ browser_locale: browser });
}

/**
 * The language the server writes to each user in, when no browser is at hand (their reminders, pushes, emails,
 * feeds and destinations' messages): their Language setting, or for `auto` the language of the browser they
 * last signed in with (English when none is known). Reads the users table only for those on `auto`.
 */
export async function writingLocales(
  db: Db,
  settings: ReadonlyMap<number, Settings>,
): Promise<Map<number, Locale>> {
  const onAuto = [...settings]
    .filter(([, chosen]) => chosen.appearance.language === 'auto')
    .map(([id]) => id);
  const browsers = new Map<number, Locale>();
  if (onAuto.length > 0) {
    const rows = (await db('users').whereIn('id', onAuto).select('id', 'browser_locale')) as Array<{
      id: number;
      browser_locale: string | null;
    }>;
    for (const row of rows) if (isLocale(row.browser_locale)) browsers.set(row.id, row.browser_locale);
  }
  return new Map(
    [...settings].map(([id, chosen]) => [id, chooseLocale(chosen.appearance.language, browsers.get(id))]),
  );
}

/** One user's writing language (writingLocales). */
export async function writingLocale(db: Db, userId: number, settings: Settings): Promise<Locale> {
  return (await writingLocales(db, new Map([[userId, settings]]))).get(userId)!;
}
