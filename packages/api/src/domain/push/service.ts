import type { PushSubscriptionInput } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';

/**
 * Stores this device's subscription for the user. An endpoint is one browser profile: subscribing it again
 * (new keys, or another user signing in on that browser) moves it, so a device never gets another account's pushes.
 */
export async function savePushSubscription(
  db: Db,
  userId: number,
  subscription: PushSubscriptionInput,
  now: Date,
) {
  await db('push_subscriptions')
    .insert({
      user_id: userId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
      created_at: now,
    })
    .onConflict('endpoint')
    .merge(['user_id', 'p256dh', 'auth', 'created_at']);
  return { message: 'Subscribed' };
}

/** Forgets the user's subscription of this endpoint; false when there was none. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ user_id: userId, endpoint }).delete()) > 0;
}
