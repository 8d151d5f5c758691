import { DEFAULT_SETTINGS } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import type { UserVersions } from '../../cache/userVersions.js';
import { checkUnsubscribeToken } from '../../notify/unsubscribeToken.js';
import { getSettings, saveSettings } from '../settings/service.js';

/**
 * What an email's unsubscribe link can do: 'ready' (it would turn reminder emails off), 'used' (it did so
 * already: a link works once), 'expired' (older than UNSUBSCRIBE_LINK_DAYS), 'invalid' (not one of ours, or
 * its user is gone).
 */
export type UnsubscribeLinkState = 'ready' | 'used' | 'expired' | 'invalid';

/** The link's state, changing nothing (the confirmation page a GET shows, as mail scanners open links). */
export async function unsubscribeLinkState(
  db: Db,
  token: string,
  keys: readonly string[],
  now: Date,
): Promise<UnsubscribeLinkState> {
  const check = checkUnsubscribeToken(token, keys, now);
  if (check.kind !== 'valid') return check.kind;
  const [user, used] = await Promise.all([
    db('users').where('id', check.userId).first('id'),
    db('unsubscribe_links_used').where('signature', check.signature).first('signature'),
  ]);
  if (!user) return 'invalid';
  return used ? 'used' : 'ready';
}

/**
 * Turns the link's user's reminder emails off (RFC 8058's one-click POST, or the confirmation page's
 * button) and marks the link used, in one transaction: 'done', or why not. Links past their expiry are
 * forgotten here, as they can never work again. The user's data version moves on, so their settings read
 * shows the change.
 */
export async function unsubscribeByLink(
  { db, versions }: { db: Db; versions: UserVersions },
  token: string,
  keys: readonly string[],
  now: Date,
): Promise<'done' | Exclude<UnsubscribeLinkState, 'ready'>> {
  const check = checkUnsubscribeToken(token, keys, now);
  if (check.kind !== 'valid') return check.kind;
  const outcome = await db.transaction(async (trx) => {
    if (!(await trx('users').where('id', check.userId).first('id'))) return 'invalid';
    await trx('unsubscribe_links_used').where('expires_at', '<=', now).delete();
    const marked = (await trx('unsubscribe_links_used')
      .insert({
        signature: check.signature,
        user_id: check.userId,
        used_at: now,
        expires_at: check.expiresAt,
      })
      .onConflict('signature')
      .ignore()
      .returning('signature')) as unknown[];
    if (marked.length === 0) return 'used';
    const settings = await getSettings(trx, check.userId);
    const notifications = {
      ...(settings.notifications ?? DEFAULT_SETTINGS.notifications),
      emailUpdates: false,
    };
    await saveSettings(trx, check.userId, { ...settings, notifications }, now);
    return 'done';
  });
  if (outcome === 'done') await versions.bump([check.userId]);
  return outcome;
}
