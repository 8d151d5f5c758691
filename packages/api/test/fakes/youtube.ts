import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of YouTube the server talks to, answering in the documented shapes:
 * - Data API v3: GET /youtube/v3/channels (id | forHandle | forUsername; snippet.customUrl is the handle), /youtube/v3/playlistItems and
 *   /youtube/v3/videos (part=snippet, id → snippet.channelId; an unknown id gives `items: []`)
 * - channel pages: /channel/UC…, /@handle, /c/name, /user/name (a consent page unless the consent
 *   cookie is sent, like regional consent interstitials), naming the channel's handle in ytInitialData's
 *   metadata.channelMetadataRenderer.vanityChannelUrl. Generated pages show no counts; `servePage`
 *   serves a page recorded from YouTube instead (test/fixtures/youtube), `serveInitialData` a recorded
 *   browse answer inside a page shell (the channel page embeds that same JSON as `var ytInitialData`).
 * - watch pages: /watch?v=ID. For an upload of a fake channel, a generated page in the 2024 shape: no
 *   microdata, the uploader only in `var ytInitialPlayerResponse = {"videoDetails":{"channelId":…}}`, and
 *   another channel named first (a recommendation). An unknown id answers 200 with
 *   `playabilityStatus.status: "ERROR"` and no videoDetails, like YouTube's "Video unavailable" page.
 *   `serveWatchPage` serves a recorded watch page for an id.
 * - the public feed: /feeds/videos.xml?channel_id=UC…, where a Short's entry links to /shorts/<id> (unless the
 *   video says `watchLink`: not every Short's entry does, github.com/amatya-aditya/obsidian-rss-dashboard/issues/37)
 * - the per-kind playlists of a channel UC<x> (github.com/iv-org/invidious/issues/4846): UU<x> every upload,
 *   UUSH<x> its Shorts, UULV<x> its live streams, UULF<x> its long-form videos, each as a playlist feed
 *   (/feeds/videos.xml?playlist_id=…) and through playlistItems. A channel with none of a kind has no such
 *   playlist: 404. `failKindFeeds` makes the Shorts or live playlist feeds answer 500.
 * - videos.list with part=liveStreamingDetails: a live upload has liveStreamingDetails (a stream that is over:
 *   actual start and end) and snippet.liveBroadcastContent 'none', as developers.google.com/youtube/v3/docs/videos
 *   describes
 * - thumbnails: /thumbs/<slug>.svg, and uploads' /vi/<videoId>/hqdefault.jpg (as i.ytimg.com serves them; an
 *   SVG here), both on the fake's own origin so a page that allows the configured YouTube origins shows them
 * Over time (with the test's clock): `grow` makes a channel's figures rise by the day, `scheduleUpload` adds
 * an upload that the feed and the uploads playlist list once the clock passes its publishedAt, and
 * `addChannel` adds channels. `generated` answers for channels made up from their id on each request, after the
 * listed ones (bench:refresh's 100,000, never all held): by id (channels.list, /channel/UC…, the feeds and
 * playlists), not by handle or name, and their uploads are not found by video id (videos.list, watch pages).
 * Every request is recorded in `requests` (a test asserts how many were made). Its mode switches every answer
 * to a failure: quota exceeded, a hang (timeout), malformed bodies, 500.
 */

export interface FakeVideo {
  videoId: string;
  title: string;
  publishedAt: string;
  /** A regular video unless said: a Short, or a live stream (over by now). */
  kind?: 'video' | 'short' | 'live';
  /** A Short whose channel feed entry links to /watch?v= rather than /shorts/. */
  watchLink?: boolean;
}

export interface FakeChannel {
  id: string;
  title: string;
  description: string;
  handle: string;
  customName: string | null;
  username: string | null;
  slug: string;
  subscriberCount: string;
  hiddenSubscriberCount: boolean;
  videoCount: string;
  viewCount: string;
  publishedAt: string;
  uploads: FakeVideo[];
}

export const FAKE_CREATOR: FakeChannel = {
  id: 'UCFakeCreatorChannel0001',
  title: 'Fake Creator',
  description: 'Weekly videos about building things. New uploads every Tuesday.',
  handle: '@fakecreator',
  customName: 'FakeCreator',
  username: 'fakecreatoruser',
  slug: 'fake-creator',
  subscriberCount: '1250000',
  hiddenSubscriberCount: false,
  videoCount: '342',
  viewCount: '98765432',
  publishedAt: '2014-03-09T18:22:11Z',
  uploads: [
    { videoId: 'fkVid000001', title: 'Building a workshop in 7 days', publishedAt: '2026-11-17T15:00:05Z' },
    { videoId: 'fkVid000002', title: 'Tool tour 2026', publishedAt: '2026-11-10T15:00:02Z' },
  ],
};

export const ANOTHER_CREATOR: FakeChannel = {
  id: 'UCSecondFakeChannel00002',
  title: 'Another Creator & Friends',
  description: 'Cooking, travel and the occasional experiment.',
  handle: '@anothercreator',
  customName: 'AnotherCreator',
  username: 'anotheruser',
  slug: 'another-creator',
  subscriberCount: '48200',
  hiddenSubscriberCount: false,
  videoCount: '87',
  viewCount: '2100450',
  publishedAt: '2019-07-01T09:00:00Z',
  uploads: [{ videoId: 'acVid000001', title: 'Street food in Lisbon', publishedAt: '2026-11-20T08:30:00Z' }],
};

/** Hides its subscriber count and has never uploaded. */
export const QUIET_CHANNEL: FakeChannel = {
  id: 'UCQuietChannelNoUpload03',
  title: 'Quiet Channel',
  description: '',
  handle: '@quietchannel',
  customName: null,
  username: null,
  slug: 'quiet-channel',
  subscriberCount: '0',
  hiddenSubscriberCount: true,
  videoCount: '0',
  viewCount: '0',
  publishedAt: '2023-01-15T12:00:00Z',
  uploads: [],
};

/** Uploads of every kind: Shorts (one linked to the Shorts player, one not), a live stream and regular videos. */
export const MIXED_CREATOR: FakeChannel = {
  id: 'UCMixedKindsChannel00004',
  title: 'Mixed Kinds Studio',
  description: 'Shorts on weekdays, a live Q&A on Wednesdays, a long video on Mondays.',
  handle: '@mixedkinds',
  customName: null,
  username: null,
  slug: 'mixed-kinds',
  subscriberCount: '310000',
  hiddenSubscriberCount: false,
  videoCount: '512',
  viewCount: '45000000',
  publishedAt: '2020-02-02T10:00:00Z',
  uploads: [
    {
      videoId: 'mxShort0001',
      title: 'One-minute clamp tip',
      publishedAt: '2026-11-19T12:00:00Z',
      kind: 'short',
    },
    {
      videoId: 'mxLive00001',
      title: 'Live Q&A: your builds',
      publishedAt: '2026-11-18T19:00:00Z',
      kind: 'live',
    },
    {
      videoId: 'mxShort0002',
      title: 'Behind the scenes',
      publishedAt: '2026-11-17T09:00:00Z',
      kind: 'short',
      watchLink: true,
    },
    { videoId: 'mxVideo0001', title: 'The full workbench build', publishedAt: '2026-11-16T15:00:00Z' },
  ],
};

export const FAKE_CHANNELS: FakeChannel[] = [FAKE_CREATOR, ANOTHER_CREATOR, QUIET_CHANNEL, MIXED_CREATOR];

export type FakeMode = 'normal' | 'quota' | 'timeout' | 'malformed' | 'error';

/** How a channel's figures rise per day of the fake's clock (see FakeYouTube.grow). */
export interface FakeGrowth {
  subscribersPerDay?: number;
  videosPerDay?: number;
  viewsPerDay?: number;
}

/** The public feed lists this many of the newest uploads, as YouTube's does. */
export const FEED_ENTRIES = 15;

export interface FakeYouTube {
  url: string;
  /** YOUTUBE_API_BASE_URL for the server under test. */
  apiBaseUrl: string;
  /** YOUTUBE_WEB_BASE_URL for the server under test. */
  webBaseUrl: string;
  channels: FakeChannel[];
  /** Every request as "METHOD /path?query", oldest first. */
  requests: string[];
  setMode(mode: FakeMode): void;
  /** Serves recorded page HTML at a web path ('/@handle', '/channel/UC…'), before any generated page. */
  servePage(path: string, html: string): void;
  /** Serves a recorded browse answer (a channel's ytInitialData) at a web path, inside a page shell. */
  serveInitialData(path: string, data: unknown): void;
  /** Serves recorded watch page HTML for /watch?v=<videoId>. */
  serveWatchPage(videoId: string, html: string): void;
  /** Adds a channel the fake knows from now on. */
  addChannel(channel: FakeChannel): void;
  /** From the clock's now on, the channel's figures rise by these amounts per day (fractions accumulate). */
  grow(channelId: string, growth: FakeGrowth): void;
  /** An upload that appears in the feed and the uploads playlist once the clock reaches its publishedAt. */
  scheduleUpload(channelId: string, video: FakeVideo): void;
  /** From now on the Shorts (UUSH) or live (UULV) playlist feeds answer 500; an empty list heals them. */
  failKindFeeds(prefixes: Array<'UUSH' | 'UULV'>): void;
  close(): Promise<void>;
}

const CONSENT_COOKIE = /(?:^|;\s*)(?:SOCS|CONSENT)=/;

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const json = (res: ServerResponse, status: number, body: unknown) =>
  send(res, status, 'application/json; charset=UTF-8', JSON.stringify(body, null, 2));

function apiError(
  res: ServerResponse,
  code: number,
  reason: string,
  message: string,
  domain = 'youtube.api',
) {
  json(res, code, { error: { code, message, errors: [{ message, domain, reason }] } });
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface FakeYouTubeOptions {
  port?: number;
  host?: string;
  clock?: { now(): Date };
  /** The channel of an id none of the listed channels has, made on each request; undefined = unknown. */
  generated?: (channelId: string) => FakeChannel | undefined;
}

export function startFakeYouTube(options: FakeYouTubeOptions = {}): Promise<FakeYouTube> {
  const channels = FAKE_CHANNELS.map((channel) => ({ ...channel }));
  const now = () => (options.clock ? options.clock.now().getTime() : Date.now());
  const growths = new Map<string, { since: number; growth: FakeGrowth }>();
  const scheduled = new Map<string, FakeVideo[]>();
  const DAY_MS = 24 * 60 * 60 * 1000;

  /** A figure as it stands now: its base plus the growth since grow() was called. */
  const figure = (channel: FakeChannel, base: string, key: keyof FakeGrowth) => {
    const entry = growths.get(channel.id);
    const rate = entry?.growth[key] ?? 0;
    if (!entry || rate === 0) return base;
    return String(Number(base) + Math.floor((rate * (now() - entry.since)) / DAY_MS));
  };
  /** The channel's uploads, newest first, with the scheduled ones the clock has reached. */
  const uploadsOf = (channel: FakeChannel): FakeVideo[] => {
    const due = (scheduled.get(channel.id) ?? []).filter((video) => Date.parse(video.publishedAt) <= now());
    if (due.length === 0) return channel.uploads;
    return [...due, ...channel.uploads].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt));
  };
  const requests: string[] = [];
  const recordedPages = new Map<string, string>();
  const recordedWatchPages = new Map<string, string>();
  let mode: FakeMode = 'normal';
  let failingKindFeeds = new Set<string>();
  let baseUrl = '';

  const thumbnail = (channel: FakeChannel, size: number) => ({
    url: `${baseUrl}/thumbs/${channel.slug}.svg?s=${size}`,
    width: size,
    height: size,
  });

  const apiChannel = (channel: FakeChannel) => ({
    kind: 'youtube#channel',
    etag: `etag-${channel.id}`,
    id: channel.id,
    snippet: {
      title: channel.title,
      description: channel.description,
      customUrl: channel.handle,
      publishedAt: channel.publishedAt,
      thumbnails: {
        default: thumbnail(channel, 88),
        medium: thumbnail(channel, 240),
        high: thumbnail(channel, 800),
      },
      localized: { title: channel.title, description: channel.description },
    },
    contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${channel.id.slice(2)}` } },
    statistics: {
      viewCount: figure(channel, channel.viewCount, 'viewsPerDay'),
      ...(channel.hiddenSubscriberCount
        ? {}
        : { subscriberCount: figure(channel, channel.subscriberCount, 'subscribersPerDay') }),
      hiddenSubscriberCount: channel.hiddenSubscriberCount,
      videoCount: figure(channel, channel.videoCount, 'videosPerDay'),
    },
  });

  const lower = (text: string | null) => text?.toLowerCase() ?? null;
  const byHandle = (handle: string) =>
    channels.find((c) => lower(c.handle) === `@${handle.replace(/^@/, '').toLowerCase()}`);
  const byUsername = (name: string) => channels.find((c) => lower(c.username) === name.toLowerCase());
  const byCustom = (name: string) => channels.find((c) => lower(c.customName) === name.toLowerCase());
  const byId = (id: string) => channels.find((c) => c.id === id) ?? options.generated?.(id);

  function channelsList(res: ServerResponse, query: URLSearchParams) {
    if (!query.get('key'))
      return apiError(res, 403, 'forbidden', 'The request is missing a valid API key.', 'global');
    const found = query.get('id')
      ? (query.get('id') ?? '').split(',').map(byId)
      : query.get('forHandle')
        ? [byHandle(query.get('forHandle') ?? '')]
        : query.get('forUsername')
          ? [byUsername(query.get('forUsername') ?? '')]
          : null;
    if (!found) return apiError(res, 400, 'missingRequiredParameter', 'No filter selected.');
    const items = found.filter((c): c is FakeChannel => c !== undefined).map(apiChannel);
    // Like the real API, an empty result has no "items" at all.
    json(res, 200, {
      kind: 'youtube#channelListResponse',
      etag: 'etag-list',
      pageInfo: { totalResults: items.length, resultsPerPage: 5 },
      ...(items.length ? { items } : {}),
    });
  }

  /** The channel and uploads of a playlist id: UU<x> every upload of UC<x>, UUSH/UULV/UULF<x> one kind's. */
  const playlistOf = (playlistId: string): { channel: FakeChannel; uploads: FakeVideo[] } | undefined => {
    const match = /^UU(SH|LV|LF)?(.+)$/.exec(playlistId);
    const channel = match ? byId(`UC${match[2]}`) : undefined;
    if (!match || !channel) return undefined;
    const kind = { SH: 'short', LV: 'live', LF: 'video' }[match[1] ?? ''];
    const uploads = uploadsOf(channel).filter((video) => !kind || (video.kind ?? 'video') === kind);
    return uploads.length === 0 ? undefined : { channel, uploads };
  };

  function playlistItems(res: ServerResponse, query: URLSearchParams) {
    const playlistId = query.get('playlistId') ?? '';
    const playlist = playlistOf(playlistId);
    if (!playlist) {
      return apiError(
        res,
        404,
        'playlistNotFound',
        "The playlist identified with the request's playlistId parameter cannot be found.",
        'youtube.playlistItem',
      );
    }
    const { channel, uploads } = playlist;
    const max = Number(query.get('maxResults') ?? 5);
    json(res, 200, {
      kind: 'youtube#playlistItemListResponse',
      etag: 'etag-items',
      pageInfo: { totalResults: uploads.length, resultsPerPage: max },
      items: uploads.slice(0, max).map((video) => ({
        kind: 'youtube#playlistItem',
        id: `item-${video.videoId}`,
        snippet: {
          publishedAt: video.publishedAt,
          channelId: channel.id,
          title: video.title,
          resourceId: { kind: 'youtube#video', videoId: video.videoId },
        },
        contentDetails: { videoId: video.videoId, videoPublishedAt: video.publishedAt },
      })),
    });
  }

  const findVideo = (videoId: string) => {
    for (const channel of channels) {
      const video = uploadsOf(channel).find((upload) => upload.videoId === videoId);
      if (video) return { channel, video };
    }
    return undefined;
  };

  function videosList(res: ServerResponse, query: URLSearchParams) {
    if (!query.get('key'))
      return apiError(res, 403, 'forbidden', 'The request is missing a valid API key.', 'global');
    if (!query.get('id')) return apiError(res, 400, 'missingRequiredParameter', 'No filter selected.');
    const parts = (query.get('part') ?? '').split(',');
    const items = (query.get('id') ?? '')
      .split(',')
      .map(findVideo)
      .filter((found) => found !== undefined)
      .map(({ channel, video }) => ({
        kind: 'youtube#video',
        etag: `etag-${video.videoId}`,
        id: video.videoId,
        snippet: {
          publishedAt: video.publishedAt,
          channelId: channel.id,
          title: video.title,
          description: '',
          channelTitle: channel.title,
          liveBroadcastContent: 'none',
        },
        // Only a video that was streamed has the part, and only when it is asked for.
        ...(parts.includes('liveStreamingDetails') && video.kind === 'live'
          ? {
              liveStreamingDetails: {
                actualStartTime: video.publishedAt,
                actualEndTime: new Date(Date.parse(video.publishedAt) + 3_600_000).toISOString(),
                scheduledStartTime: video.publishedAt,
              },
            }
          : {}),
      }));
    json(res, 200, {
      kind: 'youtube#videoListResponse',
      etag: 'etag-videos',
      items,
      pageInfo: { totalResults: items.length, resultsPerPage: items.length },
    });
  }

  function watchPage(res: ServerResponse, videoId: string) {
    const recorded = recordedWatchPages.get(videoId);
    if (recorded !== undefined) return send(res, 200, 'text/html; charset=utf-8', recorded);
    const found = findVideo(videoId);
    const player = found
      ? {
          playabilityStatus: { status: 'OK' },
          videoDetails: {
            videoId,
            title: found.video.title,
            channelId: found.channel.id,
            author: found.channel.title,
          },
          microformat: {
            playerMicroformatRenderer: {
              externalChannelId: found.channel.id,
              ownerChannelName: found.channel.title,
            },
          },
        }
      : { playabilityStatus: { status: 'ERROR', reason: 'Video unavailable' } };
    const other = channels.find((c) => c.id !== found?.channel.id) ?? channels[0];
    const html = `<!DOCTYPE html><html lang="en"><head><title>${escapeHtml(found?.video.title ?? '')} - YouTube</title>
<link rel="canonical" href="https://www.youtube.com/watch?v=${escapeHtml(videoId)}"></head><body>
<script>var ytInitialData = {"contents":{"secondaryResults":{"results":[{"videoOwnerChannelId":"${other?.id ?? ''}"}]}}};</script>
<script>var ytInitialPlayerResponse = ${JSON.stringify(player)};</script>
</body></html>`;
    send(res, 200, 'text/html; charset=utf-8', html);
  }

  /** A page shell around a recorded ytInitialData, with the meta tags the real page derives from it. */
  function initialDataPage(data: unknown): string {
    const meta =
      (data as { metadata?: { channelMetadataRenderer?: Record<string, unknown> } }).metadata
        ?.channelMetadataRenderer ?? {};
    const text = (value: unknown) => (typeof value === 'string' ? escapeHtml(value) : '');
    const avatar = (meta.avatar as { thumbnails?: Array<{ url?: string }> } | undefined)?.thumbnails?.[0]
      ?.url;
    return `<!DOCTYPE html><html lang="en"><head>
<title>${text(meta.title)} - YouTube</title>
<link rel="canonical" href="https://www.youtube.com/channel/${text(meta.externalId)}">
<meta property="og:title" content="${text(meta.title)}">
<meta property="og:image" content="${text(avatar)}">
<meta property="og:description" content="${text(meta.description)}">
<meta itemprop="identifier" content="${text(meta.externalId)}">
</head><body><script>var ytInitialData = ${JSON.stringify(data)};</script></body></html>`;
  }

  function channelPage(res: ServerResponse, channel: FakeChannel) {
    const canonical = `https://www.youtube.com/channel/${channel.id}`;
    const other = channels.find((c) => c.id !== channel.id) ?? channel;
    // The page mentions another channel (a recommendation) before its own id, like real pages do; its own
    // metadata names the channel's handle in the vanity URL, as real pages' channelMetadataRenderer does.
    const metadata = {
      channelMetadataRenderer: {
        title: channel.title,
        externalId: channel.id,
        vanityChannelUrl: `http://www.youtube.com/${channel.handle}`,
      },
    };
    const html = `<!DOCTYPE html><html lang="en"><head>
<script>var ytInitialData = {"header":{"recommended":{"browseId":"${other.id}","title":"${escapeHtml(other.title)}"}},"metadata":${JSON.stringify(metadata)}};</script>
<title>${escapeHtml(channel.title)} - YouTube</title>
<link rel="canonical" href="${canonical}">
<meta property="og:title" content="${escapeHtml(channel.title)}">
<meta property="og:image" content="${baseUrl}/thumbs/${channel.slug}.svg?s=900">
<meta property="og:description" content="${escapeHtml(channel.description)}">
<meta property="og:url" content="${canonical}">
<meta itemprop="identifier" content="${channel.id}">
<meta itemprop="channelId" content="${channel.id}">
</head><body><div id="content">${escapeHtml(channel.title)}</div></body></html>`;
    send(res, 200, 'text/html; charset=utf-8', html);
  }

  /** A channel's feed (every upload), or a playlist's (`playlistId`: a kind's uploads). */
  function feed(res: ServerResponse, channel: FakeChannel, playlist?: { id: string; uploads: FakeVideo[] }) {
    const link = (video: FakeVideo) =>
      video.kind === 'short' && !video.watchLink
        ? `https://www.youtube.com/shorts/${video.videoId}`
        : `https://www.youtube.com/watch?v=${video.videoId}`;
    const entries = (playlist?.uploads ?? uploadsOf(channel))
      .slice(0, FEED_ENTRIES)
      .map(
        (video) => `<entry>
  <id>yt:video:${video.videoId}</id>
  <yt:videoId>${video.videoId}</yt:videoId>
  <yt:channelId>${channel.id}</yt:channelId>
  <title>${escapeHtml(video.title)}</title>
  <link rel="alternate" href="${link(video)}"/>
  <author><name>${escapeHtml(channel.title)}</name></author>
  <published>${video.publishedAt}</published>
  <updated>${video.publishedAt}</updated>
  <media:group>
    <media:title>${escapeHtml(video.title)}</media:title>
    <media:thumbnail url="${baseUrl}/vi/${video.videoId}/hqdefault.jpg" width="480" height="360"/>
  </media:group>
</entry>`,
      )
      .join('\n');
    send(
      res,
      200,
      'text/xml; charset=UTF-8',
      `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
${playlist ? `<id>yt:playlist:${playlist.id}</id>\n<yt:playlistId>${playlist.id}</yt:playlistId>\n` : `<id>yt:channel:${channel.id.slice(2)}</id>\n`}<yt:channelId>${channel.id}</yt:channelId>
<title>${escapeHtml(channel.title)}</title>
<published>${channel.publishedAt}</published>
${entries}
</feed>`,
    );
  }

  function thumb(res: ServerResponse, slug: string) {
    const channel = channels.find((c) => c.slug === slug);
    if (!channel) return send(res, 404, 'text/plain', 'Not Found');
    const initial = escapeHtml(channel.title.charAt(0));
    send(
      res,
      200,
      'image/svg+xml',
      `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><rect width="240" height="240" fill="#c4302b"/><text x="120" y="150" font-size="110" text-anchor="middle" fill="#fff" font-family="sans-serif">${initial}</text></svg>`,
    );
  }

  function videoThumb(res: ServerResponse) {
    send(
      res,
      200,
      'image/svg+xml',
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#3f3f46"/><path d="M200 130v100l90-50z" fill="#fff"/></svg>',
    );
  }

  function web(req: IncomingMessage, res: ServerResponse, path: string) {
    const recorded = recordedPages.get(path);
    if (recorded !== undefined) {
      if (!CONSENT_COOKIE.test(req.headers.cookie ?? '')) {
        res.writeHead(302, { location: `${baseUrl}/consent?continue=${encodeURIComponent(path)}` });
        return res.end();
      }
      return send(res, 200, 'text/html; charset=utf-8', recorded);
    }
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    const [first = '', second = ''] = segments;
    const channel = first.startsWith('@')
      ? byHandle(first)
      : first === 'channel'
        ? byId(second)
        : first === 'c'
          ? byCustom(second)
          : first === 'user'
            ? byUsername(second)
            : undefined;
    if (!channel)
      return send(res, 404, 'text/html; charset=utf-8', '<!DOCTYPE html><title>404 Not Found</title>');
    if (!CONSENT_COOKIE.test(req.headers.cookie ?? '')) {
      res.writeHead(302, { location: `${baseUrl}/consent?continue=${encodeURIComponent(path)}` });
      return res.end();
    }
    channelPage(res, channel);
  }

  function failure(res: ServerResponse, path: string): boolean {
    switch (mode) {
      case 'normal':
        return false;
      case 'timeout':
        return true; // never answer
      case 'quota':
        if (path.startsWith('/youtube/v3/')) {
          apiError(
            res,
            403,
            'quotaExceeded',
            'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
            'youtube.quota',
          );
        } else {
          send(res, 429, 'text/html', '<!DOCTYPE html><title>Too Many Requests</title>');
        }
        return true;
      case 'malformed':
        if (path.startsWith('/youtube/v3/'))
          send(
            res,
            200,
            'application/json; charset=UTF-8',
            '{"kind": "youtube#channelListResponse", "items": [{"id": 42',
          );
        else
          send(
            res,
            200,
            'text/html; charset=utf-8',
            '<!DOCTYPE html><html><head><title>YouTube</title></head><body>Something changed</body></html>',
          );
        return true;
      case 'error':
        if (path.startsWith('/youtube/v3/')) apiError(res, 500, 'backendError', 'Backend Error');
        else send(res, 500, 'text/html', '<!DOCTYPE html><title>Internal Server Error</title>');
        return true;
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    if (url.pathname.startsWith('/thumbs/'))
      return thumb(res, url.pathname.slice('/thumbs/'.length).replace(/\.svg$/, ''));
    if (/^\/vi\/[\w-]+\/hqdefault\.jpg$/.test(url.pathname)) return videoThumb(res);
    if (url.pathname === '/consent') {
      return send(
        res,
        200,
        'text/html; charset=utf-8',
        '<!DOCTYPE html><title>Before you continue to YouTube</title><form>Accept all</form>',
      );
    }
    if (failure(res, url.pathname)) return;
    if (url.pathname === '/youtube/v3/channels') return channelsList(res, url.searchParams);
    if (url.pathname === '/youtube/v3/playlistItems') return playlistItems(res, url.searchParams);
    if (url.pathname === '/youtube/v3/videos') return videosList(res, url.searchParams);
    if (url.pathname === '/watch') {
      if (!CONSENT_COOKIE.test(req.headers.cookie ?? '')) {
        res.writeHead(302, {
          location: `${baseUrl}/consent?continue=${encodeURIComponent(url.pathname + url.search)}`,
        });
        return res.end();
      }
      return watchPage(res, url.searchParams.get('v') ?? '');
    }
    if (url.pathname === '/feeds/videos.xml') {
      const playlistId = url.searchParams.get('playlist_id');
      if (playlistId !== null) {
        if (failingKindFeeds.has(playlistId.slice(0, 4)))
          return send(res, 500, 'text/html', '<!DOCTYPE html><title>Internal Server Error</title>');
        const playlist = playlistOf(playlistId);
        return playlist
          ? feed(res, playlist.channel, { id: playlistId, uploads: playlist.uploads })
          : send(res, 404, 'text/html', '<!DOCTYPE html><title>404</title>');
      }
      const channel = byId(url.searchParams.get('channel_id') ?? '');
      return channel ? feed(res, channel) : send(res, 404, 'text/html', '<!DOCTYPE html><title>404</title>');
    }
    web(req, res, url.pathname);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;
      resolve({
        url: baseUrl,
        apiBaseUrl: `${baseUrl}/youtube/v3`,
        webBaseUrl: baseUrl,
        channels,
        requests,
        setMode: (next) => {
          mode = next;
        },
        servePage: (path, html) => {
          recordedPages.set(path, html);
        },
        serveInitialData: (path, data) => {
          recordedPages.set(path, initialDataPage(data));
        },
        serveWatchPage: (videoId, html) => {
          recordedWatchPages.set(videoId, html);
        },
        addChannel: (channel) => {
          channels.push({ ...channel });
        },
        grow: (channelId, growth) => {
          growths.set(channelId, { since: now(), growth });
        },
        scheduleUpload: (channelId, video) => {
          scheduled.set(channelId, [...(scheduled.get(channelId) ?? []), video]);
        },
        failKindFeeds: (prefixes) => {
          failingKindFeeds = new Set(prefixes);
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
