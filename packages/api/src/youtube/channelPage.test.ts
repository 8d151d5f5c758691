import { describe, expect, it } from 'vitest';
import { RECORDED_WATCH_PAGES, recordedJson, recordedText } from '../../test/fixtures/youtube/recorded.js';
import { channelPagePath, channelPagePaths, readChannelId, readPageHandle } from './channelPage.js';
import { extractInitialData } from './pageCounts.js';
import { isUnavailableVideoPage, readVideoChannelId } from './watchPage.js';
import { readPageTags } from './html.js';

const OWN = 'UCownChannelIdentifier01';
const OTHER = 'UCotherChannelMentioned2';

describe('reading a channel page', () => {
  it('takes the id from itemprop channelId, never the first UC… string on the page', () => {
    const html = `<script>{"browseId":"${OTHER}"}</script><a href="/channel/${OTHER}">x</a><meta itemprop="channelId" content="${OWN}">`;
    expect(readChannelId(readPageTags(html))).toBe(OWN);
  });

  it('falls back to the canonical /channel/ link', () => {
    const html = `<a href="/channel/${OTHER}"></a><link rel="canonical" href="https://www.youtube.com/channel/${OWN}">`;
    expect(readChannelId(readPageTags(html))).toBe(OWN);
  });

  it('finds no id on a consent page or a page without one', () => {
    expect(
      readChannelId(readPageTags(`<title>Before you continue</title><a href="/channel/${OTHER}">`)),
    ).toBeNull();
    expect(readChannelId(readPageTags('<meta itemprop="channelId" content="not-an-id">'))).toBeNull();
  });

  it('decodes entities in meta content', () => {
    const tags = readPageTags(
      `<meta content="Tom &amp; Jerry&#39;s &#x1F600;" property="og:title"><meta name="description" content="&unknown; &lt;b&gt;">`,
    );
    expect(tags.meta('og:title')).toBe("Tom & Jerry's 😀");
    expect(tags.meta('description')).toBe('&unknown; <b>');
  });

  it('decodes every named entity of HTML, as YouTube writes them in other languages', () => {
    expect(
      readPageTags(`<meta property="og:title" content="Caf&eacute; &amp; Cr&egrave;me">`).meta('og:title'),
    ).toBe('Café & Crème');
  });

  it.each([
    [{ kind: 'id', value: OWN }, `/channel/${OWN}`],
    [{ kind: 'handle', value: 'fakecreator' }, '/@fakecreator'],
    [{ kind: 'custom', value: 'Fake Creator' }, '/c/Fake%20Creator'],
    [{ kind: 'username', value: 'someone' }, '/user/someone'],
  ] as const)('requests %j at %s', (ref, expected) => {
    expect(channelPagePath(ref)).toBe(expected);
  });

  it('tries an old-style custom name as YouTube resolves it: custom URL, legacy username, then handle', () => {
    expect(channelPagePaths({ kind: 'custom', value: 'Some Name' })).toEqual([
      '/c/Some%20Name',
      '/user/Some%20Name',
      '/@Some%20Name',
    ]);
    expect(channelPagePaths({ kind: 'video', value: 'dQw4w9WgXcQ' })).toEqual([]);
  });
});

describe("reading a channel page's handle", () => {
  const pageHandle = (file: string) => readPageHandle(extractInitialData(recordedText(file)));

  it.each([
    ['channel-2024-es-onemedia.html.gz', 'onemedia.'],
    ['channel-2024-en-programmingknowledge.html.gz', 'programmingknowledge'],
    ['channel-2023-en-mlb.html.gz', 'mlb'],
  ])("takes %s's handle from its vanity URL, lower-cased and without the '@'", (file, handle) => {
    expect(pageHandle(file)).toBe(handle);
  });

  it('reads the same field in a browse answer', () => {
    expect(readPageHandle(recordedJson('browse-2026-en-gb-nbcnews.json.gz'))).toBe('nbcnews');
  });

  it('finds none in a 2021 page, whose vanity URL is a /c/ custom URL, nor in a page without its data', () => {
    expect(pageHandle('channel-2021-en-programmingknowledge.html.gz')).toBeNull();
    expect(pageHandle('channel-2018-es-onemedia.html.gz')).toBeNull();
    expect(readPageHandle(null)).toBeNull();
  });

  it("takes the page's own channel's handle, never a recommended channel's", () => {
    const data = {
      header: { recommended: { canonicalBaseUrl: '/@someoneelse' } },
      metadata: { channelMetadataRenderer: { vanityChannelUrl: 'http://www.youtube.com/@Caf%C3%89' } },
    };
    // A handle beyond ASCII comes percent-encoded in the URL.
    expect(readPageHandle(data)).toBe('café');
  });
});

describe('reading a watch page', () => {
  // Recorded pages (test/fixtures/youtube/SOURCES.md): pytube @ fc9aec5c (2021) and metascraper @ fd882061 (2024).
  it.each(RECORDED_WATCH_PAGES.map((page) => [page.file, page] as const))(
    'finds the uploader of %s',
    (_, page) => {
      const html = recordedText(page.file);
      expect(readVideoChannelId(html)).toBe(page.channelId);
      // Without the microdata (pages since ~2023): from ytInitialPlayerResponse.
      expect(readVideoChannelId(html.replace(/<meta itemprop="channelId"[^>]*>/g, ''))).toBe(page.channelId);
      expect(isUnavailableVideoPage(html)).toBe(false);
    },
  );

  it('finds the uploader in the author microdata, never another channel named first', () => {
    const html = `<a href="/channel/${OTHER}"></a><span itemprop="author" itemscope itemtype="http://schema.org/Person"><link itemprop="url" href="http://www.youtube.com/channel/${OWN}"></span>`;
    expect(readVideoChannelId(html)).toBe(OWN);
    expect(readVideoChannelId(`<script>{"channelId":"${OTHER}"}</script>`)).toBeNull();
  });

  it('tells an unavailable video from a page it does not understand', () => {
    const unavailable =
      '<script>var ytInitialPlayerResponse = {"playabilityStatus":{"status":"ERROR","reason":"Video unavailable"}};</script>';
    expect(readVideoChannelId(unavailable)).toBeNull();
    expect(isUnavailableVideoPage(unavailable)).toBe(true);
    expect(isUnavailableVideoPage('<title>YouTube</title>')).toBe(false);
  });
});
