/**
 * How the channel page words an upload's kind (contract channelDataRules.ts UPLOAD_KINDS): its badge, the uploads
 * filter, and the uploads of a day or a period counted apart by kind ('1 video · 2 Shorts · 1 live').
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  UPLOAD_KINDS,
  type ChannelUpload,
  type UploadKind,
  type UploadKindCounts,
} from '@channel-countdown/contract';

/** An upload's badge: 'Video', 'Short', 'Live'. */
export const UPLOAD_KIND_BADGE: Record<UploadKind, MessageDescriptor> = {
  video: msg({ message: 'Video', comment: "An upload's kind: a regular video" }),
  short: msg({ message: 'Short', comment: "An upload's kind: a YouTube Short" }),
  live: msg({ message: 'Live', comment: "An upload's kind: a live stream or premiere" }),
};

/** The uploads filter's choices: every upload, or one kind. */
export const UPLOAD_FILTERS = ['all', ...UPLOAD_KINDS] as const;
export type UploadFilter = (typeof UPLOAD_FILTERS)[number];

export const UPLOAD_FILTER_LABEL: Record<UploadFilter, MessageDescriptor> = {
  all: msg({ message: 'All', comment: 'Uploads filter: every kind of upload' }),
  video: msg({ message: 'Videos', comment: 'Uploads filter: regular videos only' }),
  short: msg({ message: 'Shorts', comment: 'Uploads filter: YouTube Shorts only' }),
  live: msg({ message: 'Live', comment: 'Uploads filter: live streams and premieres only' }),
};

/** The uploads a filter keeps, in their order. */
export const filterUploads = (uploads: readonly ChannelUpload[], filter: UploadFilter): ChannelUpload[] =>
  filter === 'all' ? [...uploads] : uploads.filter((upload) => upload.kind === filter);

/** One kind's count in words: '1 video', '2 Shorts', '1 live'. */
export function formatKindCount(kind: UploadKind, count: number, i18n: I18n): string {
  switch (kind) {
    case 'video':
      return i18n._(msg`${plural(count, { one: '# video', other: '# videos' })}`);
    case 'short':
      return i18n._(msg`${plural(count, { one: '# Short', other: '# Shorts' })}`);
    case 'live':
      return i18n._(msg`${plural(count, { one: '# live', other: '# live' })}`);
  }
}

/**
 * Uploads counted apart by kind, the kinds with any: '1 video · 2 Shorts · 1 live'; '0' for none; null when
 * unknown (the table's unknown mark, never a zero).
 */
export function formatUploadKinds(counts: UploadKindCounts | null, i18n: I18n): string | null {
  if (counts === null) return null;
  const parts = UPLOAD_KINDS.filter((kind) => counts[kind] > 0).map((kind) =>
    formatKindCount(kind, counts[kind], i18n),
  );
  return parts.length === 0 ? i18n.number(0) : parts.join(' · ');
}
