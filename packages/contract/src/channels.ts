import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import { NOTE_PREVIEWS } from './limits.js';
import { notePreviewSchema } from './notes.js';
import { cycleLengthDaysSchema, timerSchema } from './timers.js';
import { CHANNEL_INPUT_MAX_LENGTH } from './channelInput.js';
import { recentChangeSchema } from './gains.js';
import { uploadStreaksSchema } from './channelData.js';

const countSchema = z.number().int().nonnegative();

/**
 * Figures that stay right (issue 46): a channel whose latest refreshes failed keeps the figures of its last good
 * read (`lastFetched` says when), shown as stale. The scheduler tries it again after refreshBackoffMs, longer
 * after each failure in a row; from REFRESH_FAILING_AFTER failures in a row it is failing, reported on its card
 * and in admin. A good refresh clears it.
 */
export const refreshFailureSchema = z.object({
  /** Refreshes failed in a row since the last good one. */
  count: z.number().int().positive(),
  /** When the latest failed. */
  lastAt: isoDateSchema,
  /** When the scheduler tries the channel again. */
  retryAt: isoDateSchema,
});
export type RefreshFailure = z.infer<typeof refreshFailureSchema>;

/**
 * A connected channel (SPEC §3) as GET /api/channels returns it: with its CURRENT timer (null when the
 * last one was deleted — a completed timer is still returned, with its past endTime), the previews of its
 * newest notes and how many it has, and its cycle counts over the whole timer history (`total` = timers ever
 * started, `completed` = timers whose end has passed). It carries what the dashboard and the channel page show,
 * so the list of a creator's 100 channels stays small: the notes are read whole from their own call, and the
 * channel's YouTube description (up to 5,000 characters) only by the admin's list.
 *
 * `subscriberCount` / `videoCount` / `viewCount` are null when unknown (a channel may hide its subscriber
 * count; a page may show no figure). Which figures are exact: those from the YouTube Data API (a server with
 * an API key) — `countsApproximate` false. Those read from the public channel page (a server without a key)
 * are YouTube's rounded display figures ("1.66M subscribers" → 1660000) — `countsApproximate` true. A refresh
 * that cannot read a figure keeps the stored one, so the flag describes the figures as stored: true when any
 * of them came from a page.
 */
export const channelSchema = z.object({
  id: idSchema,
  /** The external YouTube channel id ('UC' + 22 characters). */
  channelId: z.string(),
  channelName: z.string(),
  thumbnailUrl: z.string().nullable(),
  subscriberCount: countSchema.nullable(),
  videoCount: countSchema.nullable(),
  /** Total views of the channel's videos. */
  viewCount: countSchema.nullable(),
  /** True when the figures are rounded page figures rather than the Data API's exact statistics. */
  countsApproximate: z.boolean(),
  /**
   * The subscribers gained (or lost, negative) over the channel's last day and last week, by its daily figures
   * (UTC days; recentChange in gainsRules.ts): null while a figure it needs is unknown.
   */
  subscriberChange: recentChangeSchema,
  /** The runs of the channel's cycles with an upload in them (uploadStreaks in channelDataRules.ts). */
  uploadStreak: uploadStreaksSchema,
  /** When the figures were last read from YouTube (a failed refresh does not move it). */
  lastFetched: isoDateSchema.nullable(),
  /** The refreshes that failed since that read; null when the latest succeeded (refreshFailureSchema). */
  refreshFailure: refreshFailureSchema.nullable(),
  lastUpload: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
  timer: timerSchema.nullable(),
  /** Its newest notes (NOTE_PREVIEWS at most), as the card previews them. */
  notes: z.array(notePreviewSchema).max(NOTE_PREVIEWS),
  /** How many notes it has. */
  noteCount: countSchema,
  cycles: z.object({ total: countSchema, completed: countSchema }),
});
export type Channel = z.infer<typeof channelSchema>;
export const channelsResponseSchema = z.array(channelSchema);

/**
 * GET /api/channels/preview/:input. Counts are exact from the Data API (`countsApproximate` false) and
 * rounded page figures without an API key (`countsApproximate` true); null when the channel hides its
 * subscribers or the page shows no figure.
 */
export const channelPreviewSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  thumbnailUrl: z.string().nullable(),
  subscriberCount: countSchema.nullable(),
  videoCount: countSchema.nullable(),
  viewCount: countSchema.nullable(),
  countsApproximate: z.boolean(),
});
export type ChannelPreview = z.infer<typeof channelPreviewSchema>;

/**
 * POST /api/channels: `channelId` is the YouTube id the preview resolved (the connect dialog sends it, so the
 * server looks the channel up once, by id, from its lookup cache), or any text a user could type (SPEC §7); the
 * server runs parseChannelInput on it. Length rules are the parser's, so only a generous cap here.
 */
export const createChannelRequestSchema = z.object({
  channelId: textSchema().max(CHANNEL_INPUT_MAX_LENGTH * 4),
  /** The first cycle's length in days, chosen as the channel is connected (else the user's default). */
  durationDays: cycleLengthDaysSchema.optional(),
});
export type CreateChannelRequest = z.infer<typeof createChannelRequestSchema>;

export const channelParamsSchema = z.object({ id: idParamSchema });
export const channelPreviewParamsSchema = z.object({ input: textSchema() });
