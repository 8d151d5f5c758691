import { z } from 'zod';
import { CHANNEL_INPUT_MAX_LENGTH, isChannelId } from './channelInput.js';
import { idParamSchema, textSchema } from './common.js';
import { groupColorSchema, groupNameKey, groupNameSchema } from './groups.js';
import { GROUPS_MAX, IMPORT_MAX_CHANNELS } from './limits.js';

/**
 * Importing channels (issue 19 "My data"): a YouTube Takeout subscriptions.csv, an OPML file of channel
 * feeds, or links one per line. POST /api/channels/import/preview reads the file and says, line by line,
 * what would be added and what is skipped and why; POST /api/channels/import then stores the chosen inputs
 * as an import job the server connects in the background (surviving a restart), and
 * GET /api/channels/import/:id tells its progress and, once done, what happened to each input.
 */

/** The largest file the preview reads (a Takeout file of 5,000 subscriptions is about 600 KB). */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** How often the client asks for a running import's progress. */
export const IMPORT_POLL_MS = 1000;

/**
 * `export`: Channel Countdown's own data export (JSON), whose channels and groups an import recreates; the
 * channels table of the export (CSV) reads as `takeout`, its Groups and Group Colors columns included.
 */
export const importFormats = ['takeout', 'opml', 'lines', 'export'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const importPreviewItemSchema = z.object({
  /** 1-based line of the file (for OPML, the outline's position). */
  line: z.number().int().positive(),
  /** What will be connected: a channel id or link, as the channel input parser accepts it. */
  input: z.string(),
  /** The name the file gives the channel, if any. */
  title: z.string().nullable(),
  status: z.enum(['new', 'skipped']),
  /** Why a line is skipped. */
  reason: z.string().nullable(),
});
export type ImportPreviewItem = z.infer<typeof importPreviewItemSchema>;

/**
 * Lines of an import that wait for the user's share of the day's YouTube lookups (the server's Data API
 * quota, shared fairly between users): how many, until when (the daily reset), and a sentence saying so.
 */
export const importWaitSchema = z.object({
  lines: z.number().int().positive(),
  until: z.string(),
  message: z.string(),
});
export type ImportWait = z.infer<typeof importWaitSchema>;

/**
 * The whole hours until the reset, as a wait's sentence names them ("in about 3 hours"); 0 when less than half
 * an hour is left ("in a few minutes").
 */
export const hoursUntilReset = (secondsLeft: number): number => Math.max(0, Math.round(secondsLeft / 3600));

/** "in about 3 hours", "in about 1 hour", "in a few minutes". */
const inAbout = (secondsLeft: number) => {
  const hours = hoursUntilReset(secondsLeft);
  if (hours >= 1) return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
  return 'in a few minutes';
};

/**
 * The sentence of an ImportWait: before the import (preview) or while it runs (job). In English, for callers of
 * the API; the screens write their own in the page's language from `lines` and `until`.
 */
export function importWaitMessage(lines: number, secondsLeft: number, when: 'preview' | 'job'): string {
  const channels = `${lines} channel${lines === 1 ? '' : 's'}`;
  const reset = `when your share of today's YouTube lookups resets ${inAbout(secondsLeft)}`;
  return when === 'preview'
    ? `${channels} will wait and be connected ${reset}.`
    : `${channels} ${lines === 1 ? 'is' : 'are'} waiting and will be connected ${reset}.`;
}

/**
 * A channel group an import recreates (groups travel in export and import): its name, its colour and its
 * channels by their YouTube ids (UC…). A group of the same name (case aside, groupNameKey) the user already
 * has takes these channels and keeps its own colour; any other is made with this colour.
 */
export const importGroupSchema = z.object({
  name: groupNameSchema,
  color: groupColorSchema,
  channels: z
    .array(z.string().refine(isChannelId, "A group's channels must be YouTube channel ids (UC…)"))
    .max(IMPORT_MAX_CHANNELS, `A group may list at most ${IMPORT_MAX_CHANNELS} channels`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each channel may be listed once in a group'),
});
export type ImportGroup = z.infer<typeof importGroupSchema>;

export const IMPORT_GROUPS_REPEATED = 'Each group may be listed once';

/** Groups of an import: at most GROUPS_MAX, each name once (case aside). */
export const importGroupsSchema = z
  .array(importGroupSchema)
  .max(GROUPS_MAX, `At most ${GROUPS_MAX} groups per import`)
  .refine(
    (groups) => new Set(groups.map((group) => groupNameKey(group.name))).size === groups.length,
    IMPORT_GROUPS_REPEATED,
  );

/** A group of the preview: what the file says, and whether it joins a group of that name the user has. */
export const importPreviewGroupSchema = importGroupSchema.extend({
  /** The user already has a group of this name: the channels join it, and it keeps its colour. */
  existing: z.boolean(),
});
export type ImportPreviewGroup = z.infer<typeof importPreviewGroupSchema>;

/** POST /api/channels/import/preview: what the file lists, line by line. */
export const importPreviewSchema = z.object({
  format: z.enum(importFormats),
  items: z.array(importPreviewItemSchema),
  /** The channel groups the file holds (Channel Countdown's export), in the file's order; empty otherwise. */
  groups: z.array(importPreviewGroupSchema),
  /** The new lines beyond what the user's share of today's lookups covers; null when all fit. */
  waiting: importWaitSchema.nullable(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const IMPORT_NOTHING = 'Nothing to import';

export const importRequestSchema = z
  .object({
    inputs: z
      .array(textSchema().min(1).max(CHANNEL_INPUT_MAX_LENGTH))
      .max(IMPORT_MAX_CHANNELS, `At most ${IMPORT_MAX_CHANNELS} channels per import`),
    /** Groups to recreate (made, or joined by name), their channels put in them as each is connected. */
    groups: importGroupsSchema.optional(),
  })
  .refine((body) => body.inputs.length > 0 || (body.groups?.length ?? 0) > 0, IMPORT_NOTHING);
export type ImportRequest = z.input<typeof importRequestSchema>;

/** GET /api/channels/import/:id */
export const importJobParamsSchema = z.object({ id: idParamSchema });

export const importResultSchema = z.object({
  input: z.string(),
  status: z.enum(['added', 'skipped', 'failed']),
  /** The channel's name when added or already tracked. */
  channelName: z.string().nullable(),
  /** Why it was skipped or failed (the server's message). */
  message: z.string().nullable(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** 'pending' until a server takes it, 'running' while it connects, 'done' when every input has its result. */
export const importJobStatuses = ['pending', 'running', 'done'] as const;

/** POST /api/channels/import (202) and GET /api/channels/import/:id: one import and how far it got. */
export const importJobSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(importJobStatuses),
  /** How many inputs the import has. */
  total: z.number().int().nonnegative(),
  added: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** The inputs done so far, in the order they were sent, each with its result. */
  results: z.array(importResultSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The inputs waiting for the user's share of the day's lookups to reset; null when none wait. */
  waiting: importWaitSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
