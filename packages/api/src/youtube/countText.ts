/**
 * Reads a count out of the display text YouTube puts on a channel page: "1.66M subscribers", "3.4K videos",
 * "12,345,678 views", "4,69 M de suscriptores", "3,4 k vidéos", "123万人", "25m subscribers" (en-GB).
 *
 * The page is asked for in English (hl=en), but YouTube may still answer in the viewer's language (region
 * redirects, consent flows), so the abbreviations of the common languages are known too. A figure with an
 * abbreviation is rounded by YouTube (3 significant digits), which is why page counts are "approximate".
 */

/**
 * Abbreviation → multiplier, matched case-insensitively right after the number. Longer spellings first so
 * "mill." is not read as "mil" and "Mio." not as "M". Latin ones must end at a word boundary ("2 mil" is
 * 2,000 in Spanish but "2 millones" is 2,000,000; "5 videos" has no "v…" multiplier at all).
 */
const LATIN_MULTIPLIERS: ReadonlyArray<readonly [string, number]> = [
  // millions
  ['millones', 1e6],
  ['millions', 1e6],
  ['million', 1e6],
  ['millionen', 1e6],
  ['milioni', 1e6],
  ['milhões', 1e6],
  ['milhão', 1e6],
  ['miljoen', 1e6],
  ['milionów', 1e6],
  ['miliony', 1e6],
  ['mill.', 1e6],
  ['mio.', 1e6],
  ['mio', 1e6],
  ['mln.', 1e6],
  ['mln', 1e6],
  ['млн.', 1e6],
  ['млн', 1e6],
  ['mn', 1e6],
  ['mi', 1e6],
  ['jt', 1e6],
  ['tr', 1e6],
  // billions
  ['billions', 1e9],
  ['billion', 1e9],
  ['mrd.', 1e9],
  ['mrd', 1e9],
  ['md', 1e9],
  ['mld.', 1e9],
  ['mld', 1e9],
  ['млрд.', 1e9],
  ['млрд', 1e9],
  ['bn', 1e9],
  ['bi', 1e9],
  ['mr', 1e9],
  // thousands
  ['thousand', 1e3],
  ['tsd.', 1e3],
  ['tys.', 1e3],
  ['tys', 1e3],
  ['тыс.', 1e3],
  ['тыс', 1e3],
  ['mil', 1e3],
  ['rb', 1e3],
  ['n', 1e3], // vi: "N" (nghìn)
  ['lakh', 1e5],
  ['crore', 1e7], // en-IN
  // single letters last
  ['k', 1e3],
  ['m', 1e6],
  ['b', 1e9],
];

/** CJK multipliers follow the number with no space and no boundary ("123万人", "1.2만명"). */
const CJK_MULTIPLIERS: ReadonlyArray<readonly [string, number]> = [
  ['万', 1e4],
  ['萬', 1e4],
  ['만', 1e4],
  ['億', 1e8],
  ['亿', 1e8],
  ['억', 1e8],
  ['千', 1e3],
  ['천', 1e3],
];

/** Turkish writes thousands as "B" (bin) and billions as "Mr": "1,2 B abone". */
const TURKISH = /abone|görüntüleme/i;

const SPACES = /[\s\u00a0\u2007\u2009\u202f\u200b]+/g;
/** A number as YouTube prints it: digits with group separators (',', '.', spaces, apostrophes) or one decimal mark. */
const NUMBER = /\d(?:[\d.,'’]|\s(?=\d{3}(?!\d)))*/u;

function multiplierAfter(rest: string, turkish: boolean): number | null {
  const tail = rest.replace(/^\s+/, '');
  for (const [word, factor] of CJK_MULTIPLIERS) {
    if (tail.startsWith(word)) return factor;
  }
  const lower = tail.toLowerCase();
  for (const [word, factor] of LATIN_MULTIPLIERS) {
    if (!lower.startsWith(word)) continue;
    const next = lower.charAt(word.length);
    // "2 mil" but not "2 millas"; a trailing '.' in the word already ends it.
    if (!word.endsWith('.') && /\p{L}/u.test(next)) continue;
    if (turkish && word === 'b') return 1e3;
    return factor;
  }
  return null;
}

/** "1,66" / "1.66" → 1.66 when abbreviated; "12,345,678" / "127.696" / "1 234" → an integer otherwise. */
function numberValue(token: string, abbreviated: boolean): number | null {
  const compact = token.replace(/[\s'’]/g, '');
  if (!abbreviated) {
    const digits = compact.replace(/[.,]/g, '');
    return /^\d+$/.test(digits) ? Number(digits) : null;
  }
  // Abbreviated figures carry at most one decimal mark, either ',' or '.'; anything before it is grouping.
  const lastMark = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const whole = (lastMark < 0 ? compact : compact.slice(0, lastMark)).replace(/[.,]/g, '');
  const fraction = lastMark < 0 ? '' : compact.slice(lastMark + 1);
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  return Number(fraction ? `${whole}.${fraction}` : whole);
}

/**
 * The count in a display text, or null when there is none ("No subscribers", "", a text without digits).
 * Only the first number counts: the rest of the text is the noun ("subscribers", "de suscriptores").
 */
export function parseCountText(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const normalized = text.replace(SPACES, ' ').trim();
  const match = NUMBER.exec(normalized);
  if (!match) return null;
  const token = match[0].trim().replace(/[.,'’]+$/, '');
  const rest = normalized.slice(match.index + match[0].length);
  const factor = multiplierAfter(rest, TURKISH.test(normalized));
  const value = numberValue(token, factor !== null);
  if (value === null) return null;
  const result = Math.round(value * (factor ?? 1));
  return Number.isSafeInteger(result) ? result : null;
}
