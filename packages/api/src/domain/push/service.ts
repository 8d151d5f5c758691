import type { PushSubscriptionInput } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';

/**
 * Stores this device's subscription for the user. An endpoint is one browser profile: the same user
 * subscribing it again takes its new keys. Another account's endpoint moves to this user only with the
 * keys it was stored with — the browser itself, another user signing in on it, whose subscription holds
 * them — so a device never gets another account's pushes. Someone who only knows the endpoint's address
 * sends other keys: the answer is the same, and the subscription stays where it was (moving it would
 * silence the owner's device).
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
    .merge(['user_id', 'p256dh', 'auth', 'created_at'])
    .where((stored) =>
      stored
        .where('push_subscriptions.user_id', userId)
        .orWhere((sameBrowser) =>
          sameBrowser
            .where('push_subscriptions.p256dh', subscription.keys.p256dh)
            .where('push_subscriptions.auth', subscription.keys.auth),
        ),
    );
  return { message: 'Subscribed' };
}

/** Forgets the user's subscription of this endpoint; false when there was none. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  return (await db('push_subscriptions').where({ user_id: userId, endpoint }).delete()) > 0;
}
