import {
  DESTINATION_EVENTS,
  FEED_ENTRIES_MAX,
  FEED_MEDIA_TYPES,
  pageHref,
  youTubeVideoUrl,
  type FeedName,
  type Locale,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { requiredDate, toDate } from '../../db/rows.js';
import type { User } from '../../db/users.js';
import { feedTexts } from '../../i18n/index.js';
import { ownedBy } from '../channels/ownership.js';
import { joinYouTubeChannel } from '../channelData/youtubeChannels.js';
import { countingDownSql, currentActiveSql } from '../cycles/cycle.js';
import { getSettings } from '../settings/service.js';
import { writingLocale } from '../settings/writingLocale.js';
import { atomFeed, iCalendar, jsonFeed, type Calendar, type Feed } from './formats.js';
import { feedUrl } from './service.js';

/**
 * The notification kinds the events feed carries: a channel's events, as destinations take them (not the account's
 * own messages).
 */
export const FEED_EVENT_KINDS = DESTINATION_EVENTS;

/** How often a calendar app is asked to read the calendar again, in minutes. */
export const CALENDAR_REFRESH_MINUTES = 60;

export interface FeedContext {
  db: Db;
  user: User;
  /** When the user's secret was made: a feed without entries says it changed then. */
  since: Date;
  token: string;
  publicUrl: string;
}

/** A feed's finished text and media type. */
export interface FeedDocument {
  body: string;
  type: string;
}

/** Entry and feed ids: tag URIs (RFC 4151) under the app's host, never reused for another entry. */
const tagOf = (publicUrl: string, specific: string) => `tag:${new URL(publicUrl).hostname},2026:${specific}`;

/** The language a feed is written in; the pseudo language (a test of the screens) writes English. */
const languageTag = (locale: Locale) => (locale === 'pseudo' ? 'en' : locale);

async function localeOf(db: Db, userId: number): Promise<Locale> {
  return writingLocale(db, userId, await getSettings(db, userId));
}

/** The newest uploads of the user's channels (channel_uploads, filled by each feed poll). */
async function uploadsFeed(context: FeedContext, name: FeedName, locale: Locale): Promise<Feed> {
  const { db, user, publicUrl } = context;
  const rows = (await db('channel_uploads')
    .join('channels', 'channels.channel_id', 'channel_uploads.youtube_channel_id')
    .modify(ownedBy(user.id))
    .modify(joinYouTubeChannel)
    .orderBy([
      { column: 'channel_uploads.published_at', order: 'desc' },
      { column: 'channel_uploads.id', order: 'desc' },
    ])
    .limit(FEED_ENTRIES_MAX)
    .select(
      'channel_uploads.video_id',
      'channel_uploads.title',
      'channel_uploads.published_at',
      'channel_uploads.thumbnail_url',
      'youtube_channels.channel_name',
    )) as Record<string, unknown>[];
  const texts = feedTexts(locale);
  return {
    id: tagOf(publicUrl, `feed/${user.id}/uploads`),
    title: texts.uploadsTitle,
    selfUrl: feedUrl(publicUrl, context.token, name),
    homeUrl: `${publicUrl}${pageHref('dashboard')}`,
    language: languageTag(locale),
    since: context.since,
    entries: rows.map((row) => ({
      id: tagOf(publicUrl, `upload/${String(row.video_id)}`),
      title: String(row.title),
      summary: `${String(row.channel_name)}: ${String(row.title)}`,
      url: youTubeVideoUrl(String(row.video_id)),
      published: requiredDate(row.published_at),
      author: String(row.channel_name),
      image: (row.thumbnail_url as string | null) ?? null,
    })),
  };
}

/** The user's reminders of the feed's kinds, newest first, as they were written (in their language then). */
async function eventsFeed(context: FeedContext, name: FeedName, locale: Locale): Promise<Feed> {
  const { db, user, publicUrl } = context;
  const rows = (await db('notifications')
    .leftJoin('channels', 'channels.id', 'notifications.channel_id')
    .leftJoin('youtube_channels', 'youtube_channels.id', 'channels.channel_id')
    .where('notifications.user_id', user.id)
    // What the app shows: an event the channel's choices keep out of the app is not in the feed either.
    .where('notifications.in_app', true)
    .whereIn('notifications.kind', FEED_EVENT_KINDS)
    .orderBy('notifications.id', 'desc')
    .limit(FEED_ENTRIES_MAX)
    .select(
      'notifications.id',
      'notifications.channel_id',
      'notifications.title',
      'notifications.body',
      'notifications.created_at',
      'youtube_channels.channel_name',
    )) as Record<string, unknown>[];
  const texts = feedTexts(locale);
  return {
    id: tagOf(publicUrl, `feed/${user.id}/events`),
    title: texts.eventsTitle,
    selfUrl: feedUrl(publicUrl, context.token, name),
    homeUrl: `${publicUrl}${pageHref('dashboard')}`,
    language: languageTag(locale),
    since: context.since,
    entries: rows.map((row) => ({
      id: tagOf(publicUrl, `notification/${Number(row.id)}`),
      title: String(row.title),
      summary: String(row.body),
      url:
        row.channel_id == null
          ? `${publicUrl}${pageHref('dashboard')}`
          : `${publicUrl}${pageHref('channel', { id: Number(row.channel_id) })}`,
      published: requiredDate(row.created_at),
      author: typeof row.channel_name === 'string' ? row.channel_name : 'Channel Countdown',
      image: null,
    })),
  };
}

/**
 * One event per current cycle that is counting down (not paused, not deleted), at its end: a paused cycle
 * has no end, so its event leaves the calendar (calendar apps replace a subscribed calendar with what it
 * reads, so a missing event is removed); resumed, it comes back with its new end under the same UID and a
 * higher SEQUENCE. A restart is a new cycle: the old UID goes and a new one comes. A cycle past its end stays
 * until its channel's next cycle starts.
 */
async function cycleCalendar(context: FeedContext, locale: Locale): Promise<Calendar> {
  const { db, user, publicUrl } = context;
  const rows = (await db('timers')
    .join('channels', 'channels.id', 'timers.channel_id')
    .modify(ownedBy(user.id))
    .modify(joinYouTubeChannel)
    .whereRaw(currentActiveSql('timers'))
    .whereRaw(countingDownSql('timers'))
    .orderBy([{ column: 'timers.end_time' }, { column: 'timers.id' }])
    .select(
      'timers.id',
      'timers.channel_id',
      'timers.end_time',
      'timers.created_at',
      'timers.revision',
      'timers.revised_at',
      'youtube_channels.channel_name',
    )) as Record<string, unknown>[];
  const texts = feedTexts(locale);
  const host = new URL(publicUrl).hostname;
  return {
    name: texts.calendarName,
    description: texts.calendarDescription,
    refreshMinutes: CALENDAR_REFRESH_MINUTES,
    events: rows.map((row) => {
      const createdAt = requiredDate(row.created_at);
      const channel = String(row.channel_name);
      return {
        uid: `cycle-${Number(row.id)}@${host}`,
        sequence: Number(row.revision ?? 0),
        revisedAt: toDate(row.revised_at) ?? createdAt,
        createdAt,
        at: requiredDate(row.end_time),
        summary: texts.cycleEndSummary(channel),
        description: texts.cycleEndDescription(channel),
        url: `${publicUrl}${pageHref('channel', { id: Number(row.channel_id) })}`,
      };
    }),
  };
}

const PROD_ID = '-//Channel Countdown//Cycle ends//EN';

/** The text of one of the user's feeds. */
export async function feedDocument(context: FeedContext, name: FeedName): Promise<FeedDocument> {
  const locale = await localeOf(context.db, context.user.id);
  switch (name) {
    case 'uploadsAtom':
      return { body: atomFeed(await uploadsFeed(context, name, locale)), type: FEED_MEDIA_TYPES.atom };
    case 'uploadsJson':
      return { body: jsonFeed(await uploadsFeed(context, name, locale)), type: FEED_MEDIA_TYPES.json };
    case 'eventsAtom':
      return { body: atomFeed(await eventsFeed(context, name, locale)), type: FEED_MEDIA_TYPES.atom };
    case 'eventsJson':
      return { body: jsonFeed(await eventsFeed(context, name, locale)), type: FEED_MEDIA_TYPES.json };
    case 'cycles':
      return {
        body: iCalendar(await cycleCalendar(context, locale), PROD_ID),
        type: FEED_MEDIA_TYPES.calendar,
      };
  }
}
