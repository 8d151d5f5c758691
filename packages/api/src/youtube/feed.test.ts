import { describe, expect, it } from 'vitest';
import { unseenEntries } from '../domain/channelData/uploads.js';
import { newestPublished, parseFeed } from './feed.js';
import { uploadKindOf } from './uploadKinds.js';

/** The shape of https://www.youtube.com/feeds/videos.xml?channel_id=… (trimmed to two entries). */
const FEED = `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=UCsXVk37bltHxD1rDPwtNM8Q"/>
 <id>yt:channel:sXVk37bltHxD1rDPwtNM8Q</id>
 <yt:channelId>sXVk37bltHxD1rDPwtNM8Q</yt:channelId>
 <title>Kurzgesagt – In a Nutshell</title>
 <published>2013-07-09T16:40:33+00:00</published>
 <entry>
  <id>yt:video:dQw4w9WgXcQ</id>
  <yt:videoId>dQw4w9WgXcQ</yt:videoId>
  <yt:channelId>UCsXVk37bltHxD1rDPwtNM8Q</yt:channelId>
  <title>What If &amp; Why &lt;Not&gt;</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=dQw4w9WgXcQ"/>
  <published>2026-11-18T14:59:58+00:00</published>
  <updated>2026-11-19T01:02:03+00:00</updated>
  <media:group>
   <media:title>What If &amp; Why &lt;Not&gt;</media:title>
   <media:content url="https://www.youtube.com/v/dQw4w9WgXcQ?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i2.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" width="480" height="360"/>
  </media:group>
 </entry>
 <entry>
  <id>yt:video:broken</id>
  <title>No usable id</title>
  <published>2026-11-10T10:00:00+00:00</published>
 </entry>
 <entry>
  <id>yt:video:aaaaaaaaaa1</id>
  <yt:videoId>aaaaaaaaaa1</yt:videoId>
  <title>Older</title>
  <published>2026-11-01T10:00:00+00:00</published>
 </entry>
</feed>`;

describe('parseFeed', () => {
  it('reads each entry with a video id and a date, newest first as listed', () => {
    expect(parseFeed(FEED)).toEqual([
      {
        videoId: 'dQw4w9WgXcQ',
        title: 'What If & Why <Not>',
        publishedAt: new Date('2026-11-18T14:59:58Z'),
        thumbnailUrl: 'https://i2.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        shortsLink: false,
      },
      {
        videoId: 'aaaaaaaaaa1',
        title: 'Older',
        publishedAt: new Date('2026-11-01T10:00:00Z'),
        thumbnailUrl: null,
        shortsLink: false,
      },
    ]);
  });
  it('reads nothing from a page that is no feed', () => {
    expect(parseFeed('<!DOCTYPE html><title>404</title>')).toEqual([]);
  });
  it("knows the channel's latest upload whatever the order of the entries, and none in an empty feed", () => {
    const entries = parseFeed(FEED);
    expect(newestPublished([...entries].reverse())).toEqual(new Date('2026-11-18T14:59:58Z'));
    expect(newestPublished([])).toBeNull();
  });
});

describe('unseenEntries', () => {
  it('keeps the entries whose video is not known yet, each once', () => {
    const [first, second] = parseFeed(FEED);
    expect(unseenEntries([first!, second!, first!], new Set(['aaaaaaaaaa1']))).toEqual([first]);
  });
});

describe('parseFeed, on what a feed may also hold', () => {
  it('reads a title with attributes, keeps a title of digits as text, and ignores a DTD', () => {
    const feed = `<?xml version="1.0"?>
<!DOCTYPE feed [<!ENTITY boom "boom">]>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
 <entry><yt:videoId>bbbbbbbbbb2</yt:videoId><title type="text">Part &amp; parcel</title><published>2026-11-02T10:00:00Z</published></entry>
 <entry><id>yt:video:ccccccccc_3</id><title>2026</title><published>2026-11-03T10:00:00Z</published></entry>
</feed>`;
    expect(parseFeed(feed).map(({ videoId, title }) => ({ videoId, title }))).toEqual([
      { videoId: 'bbbbbbbbbb2', title: 'Part & parcel' },
      { videoId: 'ccccccccc_3', title: '2026' },
    ]);
  });
  it('reads a title written as CDATA and an entry with comments in it', () => {
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
 <entry><!-- <yt:videoId>ddddddddddd</yt:videoId> --><yt:videoId>eeeeeeeeee5</yt:videoId><title><![CDATA[Tips & <tricks>]]></title><published>2026-11-05T10:00:00Z</published></entry>
</feed>`;
    expect(parseFeed(feed).map(({ videoId, title }) => ({ videoId, title }))).toEqual([
      { videoId: 'eeeeeeeeee5', title: 'Tips & <tricks>' },
    ]);
  });
  it('decodes character references in a title, as YouTube writes an apostrophe', () => {
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
 <entry><yt:videoId>fffffffffff</yt:videoId><title>Tom&#39;s first &#x27;vlog&#x27; &#8212; day 1</title><published>2026-11-06T10:00:00Z</published></entry>
</feed>`;
    expect(parseFeed(feed).map(({ title }) => title)).toEqual(["Tom's first 'vlog' \u2014 day 1"]);
  });
  it('reads nothing from text that is not XML at all', () => {
    expect(parseFeed('{"not": "xml"')).toEqual([]);
    expect(parseFeed('')).toEqual([]);
  });
});

describe('a Short in the feed, and the kind of an upload', () => {
  it("reads an entry linking to the Shorts player as a Short's hint", () => {
    const feed = `<feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015">
 <entry><yt:videoId>fffffffffff</yt:videoId><title>Clip</title><link rel="alternate" href="https://www.youtube.com/shorts/fffffffffff"/><published>2026-11-05T10:00:00Z</published></entry>
 <entry><yt:videoId>ggggggggggg</yt:videoId><title>Long</title><link rel="alternate" href="https://www.youtube.com/watch?v=ggggggggggg"/><published>2026-11-04T10:00:00Z</published></entry>
</feed>`;
    expect(parseFeed(feed).map(({ videoId, shortsLink }) => [videoId, shortsLink])).toEqual([
      ['fffffffffff', true],
      ['ggggggggggg', false],
    ]);
  });
  it('takes a stream for live before anything else, a Short from its playlist or its link, else a video', () => {
    expect(uploadKindOf({ live: true, short: true, shortsLink: true })).toBe('live');
    expect(uploadKindOf({ live: false, short: true, shortsLink: false })).toBe('short');
    expect(uploadKindOf({ live: false, short: false, shortsLink: true })).toBe('short');
    expect(uploadKindOf({ live: false, short: false, shortsLink: false })).toBe('video');
  });
});
