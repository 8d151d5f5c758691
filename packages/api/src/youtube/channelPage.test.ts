import { describe, expect, it } from 'vitest';
import { channelPagePath, readChannelId } from './channelPage.js';
import { decodeEntities, firstChildText, metaContent } from './html.js';

const OWN = 'UCownChannelIdentifier01';
const OTHER = 'UCotherChannelMentioned2';

describe('reading a channel page', () => {
  it('takes the id from itemprop channelId, never the first UC… string on the page', () => {
    const html = `<script>{"browseId":"${OTHER}"}</script><a href="/channel/${OTHER}">x</a><meta itemprop="channelId" content="${OWN}">`;
    expect(readChannelId(html)).toBe(OWN);
  });

  it('falls back to the canonical /channel/ link', () => {
    const html = `<a href="/channel/${OTHER}"></a><link rel="canonical" href="https://www.youtube.com/channel/${OWN}">`;
    expect(readChannelId(html)).toBe(OWN);
  });

  it('finds no id on a consent page or a page without one', () => {
    expect(readChannelId(`<title>Before you continue</title><a href="/channel/${OTHER}">`)).toBeNull();
    expect(readChannelId('<meta itemprop="channelId" content="not-an-id">')).toBeNull();
  });

  it('decodes entities in meta content', () => {
    expect(metaContent(`<meta content="Tom &amp; Jerry&#39;s &#x1F600;" property="og:title">`, 'og:title')).toBe("Tom & Jerry's 😀");
    expect(decodeEntities('&unknown; &lt;b&gt;')).toBe('&unknown; <b>');
  });

  it('reads the newest entry of a feed', () => {
    const xml = '<feed><published>2010-01-01T00:00:00Z</published><entry><published>2026-11-17T15:00:05+00:00</published></entry><entry><published>2026-01-01T00:00:00Z</published></entry></feed>';
    expect(firstChildText(xml, 'entry', 'published')).toBe('2026-11-17T15:00:05+00:00');
  });

  it.each([
    [{ kind: 'id', value: OWN }, `/channel/${OWN}`],
    [{ kind: 'handle', value: 'fakecreator' }, '/@fakecreator'],
    [{ kind: 'custom', value: 'Fake Creator' }, '/c/Fake%20Creator'],
    [{ kind: 'username', value: 'someone' }, '/user/someone'],
  ] as const)('requests %j at %s', (ref, expected) => {
    expect(channelPagePath(ref)).toBe(expected);
  });
});
