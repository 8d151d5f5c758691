import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { englishI18n } from '../i18n';

/**
 * SPEC §3: a built-in, static Content Hub article. Its texts are the catalogs' messages (English here, each
 * language in its catalog); a page shows them through `i18n._`, in its language.
 */
export interface BlogArticle {
  id: number;
  title: MessageDescriptor;
  excerpt: MessageDescriptor;
  /** Trusted-looking HTML (its translations too), still sanitized before it is rendered (see ArticleBody). */
  content: MessageDescriptor;
  author: string;
  /** ISO date. */
  publishedAt: string;
  /** How long the article takes to read, in minutes ('6 min read'). */
  readMinutes: number;
  views: number;
  likes: number;
  comments: number;
  category: BlogCategory;
  /** Words the article is about; the search finds them as it finds the title. */
  tags: readonly MessageDescriptor[];
  /** A local image (data URI); never a remote address, so the page works offline. */
  image?: string;
  featured: boolean;
  link?: string;
}

/** SPEC §2: the chips of the Content Hub, in order, by their keys. 'all' is not a category of an article. */
export const blogChips = [
  'all',
  'marketplace',
  'growth',
  'analytics',
  'seo',
  'monetization',
  'content-creation',
] as const;
export type BlogChip = (typeof blogChips)[number];
export type BlogCategory = Exclude<BlogChip, 'all'>;

/** Each chip's name on the page. */
const chipMessages: Record<BlogChip, MessageDescriptor> = {
  all: msg({ message: 'All', context: 'blog categories' }),
  marketplace: msg`Marketplace`,
  growth: msg`Growth`,
  analytics: msg`Analytics`,
  seo: msg`SEO`,
  monetization: msg`Monetization`,
  'content-creation': msg`Content Creation`,
};

/** 'Growth', 'All': a chip (an article's category) as the page names it, in the language of `i18n`. */
export const blogChipLabel = (chip: BlogChip, i18n: I18n = englishI18n) => i18n._(chipMessages[chip]);

/** '6 min read': an article's read time, in the language of `i18n`. */
export const readTimeText = (minutes: number, i18n: I18n = englishI18n) =>
  i18n._(msg`${plural(minutes, { one: '# min read', other: '# min read' })}`);

/** A small gradient banner with a glyph (an SVG path), drawn locally. */
function banner({ from, to, path }: { from: string; to: string; path: string }): string {
  /* eslint-disable lingui/no-unlocalized-strings -- SVG markup, no text to read */
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="640" height="320" fill="url(#g)"/>` +
    `<path d="${path}" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.85"/>` +
    `</svg>`;
  /* eslint-enable lingui/no-unlocalized-strings */
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const blogArticles: readonly BlogArticle[] = [
  {
    id: 1,
    title: msg`The Weekly Upload Rhythm: Growing a Channel One Cycle at a Time`,
    excerpt: msg`Why a steady seven-day cadence beats bursts of activity, and how to plan a week so every upload lands on time.`,
    content: msg`
<p>Audiences reward reliability. A viewer who learns that a new video appears every week starts to expect it, and expectation is the first step towards a habit. Bursts of five uploads followed by a silent month teach the opposite lesson.</p>
<h2>Plan the week backwards</h2>
<p>Start from the publish moment and walk back: final export the day before, editing two days before, recording mid-week, scripting at the start. A countdown to the next upload makes the plan visible and keeps small delays from piling up.</p>
<h2>Keep a backlog of one</h2>
<p>The single best protection against a missed week is one finished video held in reserve. When life gets in the way, the reserve goes out and the rhythm survives.</p>
<ul>
<li>Batch-record two short videos whenever a long one is quick to finish.</li>
<li>Reuse the same thumbnail template so design never blocks a release.</li>
<li>Review the numbers once per cycle, not once per hour.</li>
</ul>
<p>Growth rarely comes from a single viral hit. It comes from showing up, week after week, until the channel becomes part of someone's routine.</p>`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a person's name, the same in every language
    author: 'Maya Lindqvist',
    publishedAt: '2026-10-06T09:00:00.000Z',
    readMinutes: 6,
    views: 4210,
    likes: 318,
    comments: 42,
    category: 'growth',
    tags: [msg`consistency`, msg`upload schedule`, msg`audience`],
    image: banner({
      from: '#2563eb',
      to: '#7c3aed',
      path: 'M120 240 L250 150 L360 200 L520 80 M460 80 L520 80 L520 140',
    }),
    featured: true,
  },
  {
    id: 2,
    title: msg`Titles, Descriptions and Tags: Search Basics for Video Creators`,
    excerpt: msg`A practical checklist for making each video discoverable in search without stuffing keywords or misleading viewers.`,
    content: msg`
<p>Search is how new viewers meet an old video. A clear title, an honest description and a handful of precise tags keep a video findable long after its first week.</p>
<h2>Write the title for a person first</h2>
<p>Put the phrase a viewer would actually type near the start of the title, then make the rest of it worth clicking. Keep it under about sixty characters so it is not cut off on small screens.</p>
<h2>Make the description useful</h2>
<p>The first two lines appear in results: summarise the promise of the video there. Below, add chapters with timestamps; they help viewers jump to what they need and give search engines more context.</p>
<h2>Tags and captions</h2>
<ul>
<li>Use a few specific tags rather than dozens of broad ones.</li>
<li>Upload accurate captions: they make the video accessible and searchable.</li>
<li>Link related videos in the description and end screen.</li>
</ul>
<p>None of this replaces a good video, but it makes sure the right people can find it.</p>`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a person's name, the same in every language
    author: 'Daniel Okafor',
    publishedAt: '2026-09-22T14:30:00.000Z',
    readMinutes: 5,
    views: 3150,
    likes: 204,
    comments: 27,
    category: 'seo',
    tags: [msg`search`, msg`titles`, msg`descriptions`, msg`tags`],
    image: banner({
      from: '#0f766e',
      to: '#22c55e',
      path: 'M260 150 m-70 0 a70 70 0 1 0 140 0 a70 70 0 1 0 -140 0 M310 200 L400 290',
    }),
    featured: false,
  },
  {
    id: 3,
    title: msg`Beyond Ad Revenue: Building Several Income Streams`,
    excerpt: msg`Memberships, sponsorships, digital products and affiliate links: how to add income sources without losing viewer trust.`,
    content: msg`
<p>Advertising income rises and falls with the season and the algorithm. Channels that last usually combine several smaller sources so that no single change can end the project.</p>
<h2>Memberships and supporters</h2>
<p>A small group of loyal viewers will pay for extras such as early access, behind-the-scenes posts or a monthly live session. Offer something you can keep delivering every week.</p>
<h2>Sponsorships that fit</h2>
<p>Only accept partners you would recommend unprompted, and always label paid segments clearly. Viewers forgive an advert; they rarely forgive a surprise.</p>
<h2>Products of your own</h2>
<ul>
<li>Templates, presets or guides built from what you already teach.</li>
<li>Affiliate links for the gear you actually use, disclosed in the description.</li>
<li>Workshops for viewers who want to go deeper.</li>
</ul>
<p>Track each stream separately for a few months before deciding which ones deserve more of your time.</p>`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a person's name, the same in every language
    author: 'Sofia Marchetti',
    publishedAt: '2026-09-08T08:15:00.000Z',
    readMinutes: 7,
    views: 5870,
    likes: 451,
    comments: 63,
    category: 'monetization',
    tags: [msg`income`, msg`memberships`, msg`sponsorships`],
    image: banner({
      from: '#b45309',
      to: '#f59e0b',
      path: 'M320 70 L320 250 M380 110 L290 110 A40 40 0 0 0 290 190 L350 190 A40 40 0 0 1 350 270 L250 270',
    }),
    featured: true,
    link: 'https://support.google.com/youtube/answer/72857',
  },
  {
    id: 4,
    title: msg`Reading Your Channel Analytics Without Drowning in Numbers`,
    excerpt: msg`Three figures that matter after every upload, what they tell you, and how to turn them into one change for the next video.`,
    content: msg`
<p>Dashboards offer dozens of charts. Most of them are interesting; only a few should change what you do next week.</p>
<h2>Click-through rate</h2>
<p>How often people who saw the thumbnail chose to watch. A low figure points at the title and the thumbnail, not the video itself.</p>
<h2>Average view duration</h2>
<p>How long viewers stayed. Look at where the retention curve drops: that moment tells you what to cut or move in the next edit.</p>
<h2>Returning viewers</h2>
<p>The share of the audience that came back. It is the clearest sign that a regular upload rhythm is working.</p>
<ul>
<li>Compare each video with your own recent videos, not with other channels.</li>
<li>Wait a full cycle before judging a video; early numbers are noisy.</li>
<li>Write down one lesson per upload and apply it to the next one.</li>
</ul>`,
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a person's name, the same in every language
    author: 'Priya Raman',
    publishedAt: '2026-08-25T11:00:00.000Z',
    readMinutes: 6,
    views: 2980,
    likes: 176,
    comments: 19,
    category: 'analytics',
    tags: [msg`retention`, msg`click-through rate`, msg`metrics`],
    image: banner({
      from: '#be123c',
      to: '#6366f1',
      path: 'M140 260 L140 180 M250 260 L250 120 M360 260 L360 160 M470 260 L470 80',
    }),
    featured: false,
  },
];

/** SPEC §2: an article is looked up by its numeric id; anything else (or an unknown number) is not found. */
export function findArticle(
  articles: readonly BlogArticle[],
  id: string | undefined,
): BlogArticle | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  const numeric = Number(id);
  return articles.find((article) => article.id === numeric);
}
