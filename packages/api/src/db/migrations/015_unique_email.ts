import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { EMAIL_KEY_INDEX, EMAIL_KEY_SQL } from '../indexedExpressions.js';

/**
 * Issue 49, one account per email: a unique index on the address in any case, `lower(email)` (PostgreSQL and
 * SQLite both index an expression; db/indexedExpressions.ts EMAIL_KEY_SQL, which every comparison spells the
 * same way). Accounts without an address (null) are not compared.
 *
 * A database may already hold an address on several accounts. None is deleted: the oldest account keeps the
 * address (created first, the lower id on a tie), the others lose it, and each of those is told in the app by
 * an `account` notification (in-app only: stored as already queued, never pushed or mailed), keyed as the
 * server keys the notice of an address found taken, so the same address is never announced twice. A blank
 * address is no address: it becomes null, without a notice.
 */
/** The notice's key: domain/users/emailNotice.ts emailTakenKey, spelled here as it was when this ran. */
const noticeKey = (email: string) =>
  `email-taken:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

const noticeBody = (email: string) =>
  `${email} was the address of more than one Channel Countdown account, and an address now belongs to one account only: the account that used it first keeps it, so it was removed from this one. To receive email reminders, add another address in Settings.`;

interface Holder {
  id: number;
  email: string;
  email_key: string;
}

export async function up(knex: Knex): Promise<void> {
  const now = new Date();
  await knex('users').whereRaw("trim(email) = ''").update({ email: null });
  const holders = (await knex('users')
    .whereRaw(
      `${EMAIL_KEY_SQL} in (select ${EMAIL_KEY_SQL} from users where email is not null
         group by ${EMAIL_KEY_SQL} having count(*) > 1)`,
    )
    .orderByRaw(`${EMAIL_KEY_SQL}, created_at, id`)
    .select('id', 'email', knex.raw(`${EMAIL_KEY_SQL} as email_key`))) as Holder[];
  let keeper: Holder | undefined;
  for (const holder of holders) {
    if (keeper?.email_key !== holder.email_key) {
      keeper = holder;
      continue;
    }
    await knex('users').where('id', holder.id).update({ email: null });
    await knex('notifications')
      .insert({
        user_id: holder.id,
        kind: 'account',
        channel_id: null,
        title: 'Email address removed',
        body: noticeBody(holder.email),
        dedupe_key: noticeKey(holder.email),
        created_at: now,
        read_at: null,
        queued_at: now,
      })
      .onConflict(['user_id', 'dedupe_key'])
      .ignore();
  }
  await knex.raw(`create unique index ${EMAIL_KEY_INDEX} on users (${EMAIL_KEY_SQL})`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists ${EMAIL_KEY_INDEX}`);
}
