import { describe, expect, it } from 'vitest';
import { RECORDED_CHANNELS, recordedJson, recordedText } from '../../test/fixtures/youtube/recorded.js';
import { countsFromInitialData, extractInitialData, readPageCounts } from './pageCounts.js';

describe('counts on recorded channel pages', () => {
  // Each fixture's source repository, path and commit: test/fixtures/youtube/SOURCES.md and recorded.ts.
  it.each(RECORDED_CHANNELS.map((recorded) => [recorded.file, recorded] as const))('%s', (_, recorded) => {
    const expected = {
      subscriberCount: recorded.subscriberCount,
      videoCount: recorded.videoCount,
      viewCount: recorded.viewCount,
    };
    if (recorded.kind === 'page') {
      expect(readPageCounts(recordedText(recorded.file))).toEqual(expected);
    } else {
      expect(countsFromInitialData(recordedJson(recorded.file))).toEqual(expected);
    }
  });

  it('reads the 2017 window["ytInitialData"] form, without taking featured channels\' counts', () => {
    const html = recordedText('channel-2018-es-onemedia.html.gz');
    expect(html).toContain('"subscriberCountText":{"simpleText":"3,1'); // another channel's count is on the page
    expect(extractInitialData(html)).toMatchObject({
      header: { c4TabbedHeaderRenderer: { channelId: 'UCzcRQ3vRNr6fJ1A9rqFn7QA' } },
    });
  });

  it('reads a recorded browse answer embedded the way a channel page embeds it', () => {
    const data = recordedJson('browse-2026-en-gb-kurzgesagt.json.gz');
    const html = `<html><script>var ytInitialData = ${JSON.stringify(data)};</script></html>`;
    expect(readPageCounts(html)).toEqual({ subscriberCount: 25_000_000, videoCount: 337, viewCount: null });
  });

  it('reads the mobile form, a JS string of escaped JSON', () => {
    const data = recordedJson('browse-2026-en-gb-randomchannel.json.gz');
    const escaped = JSON.stringify(data).replace(/[{}"']/g, (c) => `\\x${c.charCodeAt(0).toString(16)}`);
    expect(readPageCounts(`<script>var ytInitialData = '${escaped}';</script>`)).toEqual({
      subscriberCount: 84,
      videoCount: 1,
      viewCount: null,
    });
  });
});

describe('countsFromInitialData shapes', () => {
  // The about panel (/about, 2024 →); no public repository holds a recorded one (see SOURCES.md), so this is
  // its documented shape: plain strings under aboutChannelViewModel, deep inside an engagement panel.
  const aboutPanel = (fields: Record<string, string>) => ({
    onResponseReceivedEndpoints: [
      {
        showEngagementPanelEndpoint: {
          engagementPanel: {
            content: { aboutChannelRenderer: { metadata: { aboutChannelViewModel: fields } } },
          },
        },
      },
    ],
  });

  it('reads views, subscribers and videos from the about panel', () => {
    const data = aboutPanel({
      subscriberCountText: '1.66M subscribers',
      videoCountText: '3,456 videos',
      viewCountText: '12,345,678 views',
    });
    expect(countsFromInitialData(data)).toEqual({
      subscriberCount: 1_660_000,
      videoCount: 3_456,
      viewCount: 12_345_678,
    });
  });

  it('prefers the header and takes only the views from the about panel', () => {
    const header = (recordedJson('browse-2026-en-gb-gronkh.json.gz') as { header: unknown }).header;
    const data = {
      header,
      ...aboutPanel({ subscriberCountText: '5,040,000 subscribers', viewCountText: '2,013,527,111 views' }),
    };
    expect(countsFromInitialData(data)).toEqual({
      subscriberCount: 5_040_000,
      videoCount: 18_000,
      viewCount: 2_013_527_111,
    });
  });

  it("tells header parts apart by their noun, else by YouTube's order (subscribers, videos)", () => {
    const rows = (parts: string[][]) => ({
      header: {
        pageHeaderRenderer: {
          content: {
            pageHeaderViewModel: {
              metadata: {
                contentMetadataViewModel: {
                  metadataRows: parts.map((row) => ({
                    metadataParts: row.map((content) => ({ text: { content } })),
                  })),
                },
              },
            },
          },
        },
      },
    });
    expect(countsFromInitialData(rows([['@someone'], ['12 videos', '1.2K subscribers']]))).toMatchObject({
      subscriberCount: 1_200,
      videoCount: 12,
    });
    expect(countsFromInitialData(rows([['@someone'], ['1,2 k Abonnenten', '12 Videos']]))).toMatchObject({
      subscriberCount: 1_200,
      videoCount: 12,
    });
    expect(countsFromInitialData(rows([['@someone'], ['1,2 k xyz', '12 qrs']]))).toMatchObject({
      subscriberCount: 1_200,
      videoCount: 12,
    });
  });

  it('finds nothing on pages without data', () => {
    const none = { subscriberCount: null, videoCount: null, viewCount: null };
    expect(readPageCounts('<title>Before you continue to YouTube</title>')).toEqual(none);
    expect(readPageCounts('<script>var ytInitialData = {"header": ;</script>')).toEqual(none);
    expect(countsFromInitialData(null)).toEqual(none);
    expect(
      countsFromInitialData({ header: { c4TabbedHeaderRenderer: { subscriberCountText: { runs: 'x' } } } }),
    ).toEqual(none);
  });
});
