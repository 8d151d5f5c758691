import { parseCountText } from './countText.js';
import { extractEmbeddedObject } from './embeddedJson.js';

/**
 * Subscriber, video and view counts from the `ytInitialData` a public channel page embeds (the same JSON the
 * web client's /youtubei/v1/browse answers). Only the page's own header and about panel are read: a page
 * also carries other channels' counts (featured channels, recommendations), which must never be taken.
 *
 * Page generations handled (see test/fixtures/youtube/SOURCES.md for recorded examples of each):
 * - ≤ 2023: header.c4TabbedHeaderRenderer.{subscriberCountText, videosCountText} (simpleText or runs);
 * - 2024 →: header.pageHeaderRenderer.content.pageHeaderViewModel.metadata.contentMetadataViewModel
 *   .metadataRows[].metadataParts[].text.content ("@handle" / "25m subscribers", "337 videos");
 * - the about panel (/about, 2024 →): aboutChannelViewModel.{subscriberCountText, videoCountText, viewCountText}.
 */
export interface PageCounts {
  subscriberCount: number | null;
  videoCount: number | null;
  viewCount: number | null;
}

const NO_COUNTS: PageCounts = { subscriberCount: null, videoCount: null, viewCount: null };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const at = (value: unknown, ...path: Array<string | number>): unknown =>
  path.reduce<unknown>(
    (node, key) => (isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined),
    value,
  );

/** A YouTube text object: "plain", {simpleText}, {runs:[{text}]} or {content} (view models). */
export function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (!isObject(value)) return null;
  if (typeof value.simpleText === 'string') return value.simpleText;
  if (typeof value.content === 'string') return value.content;
  if (Array.isArray(value.runs)) {
    return value.runs.map((run) => (isObject(run) && typeof run.text === 'string' ? run.text : '')).join('');
  }
  return null;
}

/** The page's ytInitialData object, or null when the page has none (consent page, error page, format change). */
export function extractInitialData(html: string): Json | null {
  return extractEmbeddedObject(html, 'ytInitialData');
}

/** Which figure a metadata part shows, from its noun. Languages beyond English, for pages served otherwise. */
const SUBSCRIBER_WORDS =
  /subscri|abonn|abone|inscrit|iscritt|подпис|підпис|訂閱|订阅|登録者|구독자|subskryb|předplat|prenumer|tilaaj|feliratkoz|συνδρομ|מנוי|مشترك|ผู้ติดตาม|người đăng ký|pelanggan|follower/i;
const VIDEO_WORDS = /vid[eéí]o|відео|видео|動画|视频|影片|동영상|βίντεο|סרטונ|فيديو|วิดีโอ/i;
const VIEW_WORDS =
  /view|visuali|vue|aufruf|visualizz|просмотр|перегляд|wyświetl|weergave|görüntüleme|回視聴|視聴|观看|觀看|조회수/i;

type Figure = keyof PageCounts;

function classify(text: string): Figure | null {
  if (SUBSCRIBER_WORDS.test(text)) return 'subscriberCount';
  if (VIEW_WORDS.test(text)) return 'viewCount';
  if (VIDEO_WORDS.test(text)) return 'videoCount';
  return null;
}

function fromC4Header(header: unknown): PageCounts {
  return {
    subscriberCount: parseCountText(textOf(at(header, 'subscriberCountText'))),
    videoCount: parseCountText(textOf(at(header, 'videosCountText'))),
    viewCount: null,
  };
}

/**
 * The 2024 header's metadata rows: one row holds the handle, the next "N subscribers" and "N videos". Parts are
 * told apart by their noun; in a language we do not know, by YouTube's fixed order (subscribers, then videos).
 */
function fromMetadataRows(rows: unknown): PageCounts {
  const counts: PageCounts = { ...NO_COUNTS };
  if (!Array.isArray(rows)) return counts;
  for (const row of rows) {
    const parts = at(row, 'metadataParts');
    if (!Array.isArray(parts)) continue;
    const texts = parts
      .map((part) => textOf(at(part, 'text')) ?? '')
      .filter((text) => !text.trim().startsWith('@') && parseCountText(text) !== null);
    const unknown: string[] = [];
    for (const text of texts) {
      const figure = classify(text);
      if (figure && counts[figure] === null) counts[figure] = parseCountText(text);
      else if (!figure) unknown.push(text);
    }
    if (unknown.length > 0 && unknown.length === texts.length && texts.length <= 2) {
      counts.subscriberCount ??= parseCountText(unknown[0]);
      if (unknown[1] !== undefined) counts.videoCount ??= parseCountText(unknown[1]);
    }
  }
  return counts;
}

/** Finds the first object under `key` anywhere in the tree (the about panel sits deep in an endpoint). */
function findKey(root: unknown, key: string, budget = { nodes: 200_000 }): unknown {
  const stack: unknown[] = [root];
  while (stack.length > 0 && budget.nodes-- > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (isObject(node)) {
      if (key in node) return node[key];
      stack.push(...Object.values(node));
    }
  }
  return undefined;
}

function fromAboutPanel(about: unknown): PageCounts {
  return {
    subscriberCount: parseCountText(textOf(at(about, 'subscriberCountText'))),
    videoCount: parseCountText(textOf(at(about, 'videoCountText'))),
    viewCount: parseCountText(textOf(at(about, 'viewCountText'))),
  };
}

const merge = (first: PageCounts, second: PageCounts): PageCounts => ({
  subscriberCount: first.subscriberCount ?? second.subscriberCount,
  videoCount: first.videoCount ?? second.videoCount,
  viewCount: first.viewCount ?? second.viewCount,
});

/** Counts from a ytInitialData object (a channel page's, or a browse answer); each null when absent. */
export function countsFromInitialData(data: unknown): PageCounts {
  const header = at(data, 'header');
  let counts: PageCounts = { ...NO_COUNTS };
  const c4 = at(header, 'c4TabbedHeaderRenderer');
  if (c4 !== undefined) counts = merge(counts, fromC4Header(c4));
  const pageHeader = at(
    header,
    'pageHeaderRenderer',
    'content',
    'pageHeaderViewModel',
    'metadata',
    'contentMetadataViewModel',
  );
  if (pageHeader !== undefined) counts = merge(counts, fromMetadataRows(at(pageHeader, 'metadataRows')));
  // The about panel is exact for views and fills what the header lacks; only the page's own channel has one.
  const about = findKey(data, 'aboutChannelViewModel');
  if (about !== undefined) counts = merge(counts, fromAboutPanel(about));
  return counts;
}

/** Counts from a channel page's HTML; all null when the page embeds no readable ytInitialData. */
export function readPageCounts(html: string): PageCounts {
  const data = extractInitialData(html);
  return data ? countsFromInitialData(data) : { ...NO_COUNTS };
}
