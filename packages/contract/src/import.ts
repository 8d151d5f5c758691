import { z } from 'zod';
import { CHANNEL_INPUT_MAX_LENGTH } from './channelInput.js';

/**
 * Importing channels (issue 19 "My data"): a YouTube Takeout subscriptions.csv, an OPML file of channel
 * feeds, or links one per line. POST /api/channels/import/preview reads the file and says, line by line,
 * what would be added and what is skipped and why; POST /api/channels/import then connects the chosen
 * inputs, a bounded batch per call.
 */

/** The largest file the preview reads (a Takeout file of 5,000 subscriptions is about 600 KB). */
export const IMPORT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The most channels one file may list: more are reported as skipped. */
export const IMPORT_MAX_CHANNELS = 500;
/** The most inputs one POST /api/channels/import connects: the client sends a long list in batches. */
export const IMPORT_BATCH_SIZE = 10;

export const importFormats = ['takeout', 'opml', 'lines'] as const;
export type ImportFormat = (typeof importFormats)[number];

export const IMPORT_SKIP_REASONS = {
  duplicateInFile: 'Listed more than once in the file',
  alreadyTracked: 'Already on your dashboard',
  tooMany: `Only the first ${IMPORT_MAX_CHANNELS} channels of a file are imported`,
} as const;

export interface ImportPreviewItem {
  /** 1-based line of the file (for OPML, the outline's position). */
  line: number;
  /** What will be connected: a channel id or link, as the channel input parser accepts it. */
  input: string;
  /** The name the file gives the channel, if any. */
  title: string | null;
  status: 'new' | 'skipped';
  /** Why a line is skipped. */
  reason: string | null;
}

export interface ImportPreview {
  format: ImportFormat;
  items: ImportPreviewItem[];
}

export const importRequestSchema = z.object({
  inputs: z
    .array(z.string().min(1).max(CHANNEL_INPUT_MAX_LENGTH))
    .min(1, 'Nothing to import')
    .max(IMPORT_BATCH_SIZE, `At most ${IMPORT_BATCH_SIZE} channels per request`),
});
export type ImportRequest = z.infer<typeof importRequestSchema>;

export interface ImportResult {
  input: string;
  status: 'added' | 'skipped' | 'failed';
  /** The channel's name when added or already tracked. */
  channelName: string | null;
  /** Why it was skipped or failed (the server's message). */
  message: string | null;
}

export interface ImportResponse {
  results: ImportResult[];
}
