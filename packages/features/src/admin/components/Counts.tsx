'use client';

import { Plural } from '@lingui/react/macro';
import { formatCount, formatSubscribers } from '../../channels';

// A count unknown to the server ('—') takes the plural form of many: Intl.PluralRules reads NaN as 'other'.
const pluralOf = (count: number | null) => count ?? Number.NaN;

/** '86 videos', '1 video', '— videos': a channel's videos in the page's language. */
export function VideoCount({ count }: { count: number | null }) {
  const videos = formatCount(count);
  const videoCount = pluralOf(count);
  return <Plural value={videoCount} one={`${videos} video`} other={`${videos} videos`} />;
}

/** '1.2M subscribers', '1 subscriber': a channel's subscribers, the count as every screen shows it. */
export function SubscriberCount({ count }: { count: number | null }) {
  const subscribers = formatSubscribers(count);
  const subscriberCount = pluralOf(count);
  return (
    <Plural value={subscriberCount} one={`${subscribers} subscriber`} other={`${subscribers} subscribers`} />
  );
}
