import { HISTORY_RANGES, readIdParam, type HistoryRange } from './limits.js';

/**
 * Compare's choice (issue 43): which channels, which figure, which scale and how far back, as the page's
 * address holds it. Free of zod, like limits.ts: the table of pages builds compare addresses, and the first
 * load reads that table.
 */

export const COMPARE_MIN_CHANNELS = 2;
export const COMPARE_MAX_CHANNELS = 8;
/** What the chart follows: subscribers and views (each point the last known figure), or uploads per week. */
export const COMPARE_METRICS = ['subscribers', 'views', 'uploads'] as const;
export type CompareMetric = (typeof COMPARE_METRICS)[number];

/** How the values are drawn: as they are, each series indexed to 100 at its first point, or on a log scale. */
export const COMPARE_SCALES = ['absolute', 'indexed', 'log'] as const;
export type CompareScale = (typeof COMPARE_SCALES)[number];

export const COMPARE_DEFAULTS = {
  metric: 'subscribers',
  scale: 'absolute',
  range: '90d',
} as const satisfies {
  metric: CompareMetric;
  scale: CompareScale;
  range: HistoryRange;
};

/* ------------------------------------- the page's address ------------------------------------- */

/** The compare page's choice, as its address holds it. */
export interface CompareChoice {
  /** The chosen channels' ids, in order (0 to 8 of them while choosing). */
  channels: number[];
  metric: CompareMetric;
  scale: CompareScale;
  range: HistoryRange;
}

/** What the contract reads of an address's search params (a URLSearchParams is one). */
export interface SearchParams {
  get(name: string): string | null;
}

/**
 * The search params of a query string ('a=1&b=2', with or without its '?'), as URLSearchParams reads them ('+'
 * a space, the first of a repeated name); a part that does not decode is left out. Written here because the
 * contract runs on the ECMAScript library alone, without the browser's or Node's URL types.
 */
function searchParams(search: string): SearchParams {
  const values = new Map<string, string>();
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const [rawName, rawValue] = equals < 0 ? [part, ''] : [part.slice(0, equals), part.slice(equals + 1)];
    try {
      const name = decodeURIComponent(rawName.replaceAll('+', ' '));
      if (!values.has(name)) values.set(name, decodeURIComponent(rawValue.replaceAll('+', ' ')));
    } catch {
      // A broken escape ('%E0%A4%A'): the part says nothing.
    }
  }
  return { get: (name) => values.get(name) ?? null };
}

/**
 * The choice an address's search params hold: anything missing or unreadable falls back to the defaults
 * (the page never fails on an address someone shortened); ids past the eighth and repeats are dropped.
 */
export function parseCompareSearch(search: string | SearchParams): CompareChoice {
  const params = typeof search === 'string' ? searchParams(search) : search;
  const ids: number[] = [];
  for (const part of (params.get('channels') ?? '').split(',')) {
    const id = readIdParam(part);
    if (id !== null && !ids.includes(id) && ids.length < COMPARE_MAX_CHANNELS) ids.push(id);
  }
  const pick = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
    values.includes(value as T) ? (value as T) : fallback;
  return {
    channels: ids,
    metric: pick(COMPARE_METRICS, params.get('metric'), COMPARE_DEFAULTS.metric),
    scale: pick(COMPARE_SCALES, params.get('scale'), COMPARE_DEFAULTS.scale),
    range: pick(HISTORY_RANGES, params.get('range'), COMPARE_DEFAULTS.range),
  };
}

/** The search params of a choice (without the '?'); a default is left out, so addresses stay short. */
export function compareSearch(choice: Partial<CompareChoice>): string {
  const params: Array<[string, string]> = [];
  const set = (name: string, value: string) => params.push([name, value]);
  if (choice.channels && choice.channels.length > 0) set('channels', choice.channels.join(','));
  if (choice.metric && choice.metric !== COMPARE_DEFAULTS.metric) set('metric', choice.metric);
  if (choice.scale && choice.scale !== COMPARE_DEFAULTS.scale) set('scale', choice.scale);
  if (choice.range && choice.range !== COMPARE_DEFAULTS.range) set('range', choice.range);
  // Commas read better than %2C in an address someone shares.
  return params
    .map(([name, value]) => `${name}=${encodeURIComponent(value).replaceAll('%2C', ',')}`)
    .join('&');
}
