import {
  IMPORT_MAX_CHANNELS,
  IMPORT_SKIP_REASONS,
  CHANNEL_INPUT_MESSAGES,
} from '@channel-countdown/contract';
import { describe, expect, it } from 'vitest';
import {
  detectFormat,
  NO_CHANNEL_COLUMN,
  parseImportFile,
  parseTakeoutCsv,
  UNREADABLE_CSV,
  UNREADABLE_OPML,
} from './parseImportFile.js';
import { previewImport } from './preview.js';

/** As Google Takeout writes it: a header, CRLF, titles with commas quoted, a trailing blank line. */
const TAKEOUT = [
  'Channel Id,Channel Url,Channel Title',
  'UCFakeCreatorChannel0001,http://www.youtube.com/channel/UCFakeCreatorChannel0001,Fake Creator',
  'UCSecondFakeChannel00002,http://www.youtube.com/channel/UCSecondFakeChannel00002,"Another Creator, & Friends"',
  'UCFakeCreatorChannel0001,http://www.youtube.com/channel/UCFakeCreatorChannel0001,Fake Creator',
  'https://www.youtube.com/playlist?list=PL0123,,A playlist',
  '',
].join('\r\n');

/** As NewPipe and FreeTube export subscriptions: outlines with the channel's feed, one folder deep. */
const OPML = `<?xml version="1.0" encoding="UTF-8"?>
<opml version="1.1">
  <head><title>NewPipe subscriptions</title></head>
  <body>
    <outline text="YouTube Subscriptions" title="YouTube Subscriptions">
      <outline text="Fake Creator" title="Fake Creator" type="rss"
        xmlUrl="https://www.youtube.com/feeds/videos.xml?channel_id=UCFakeCreatorChannel0001" />
      <outline text="Quiet &amp; Calm" type="rss" htmlUrl="https://www.youtube.com/@quietchannel" />
    </outline>
    <outline text="A blog" type="rss" xmlUrl="https://example.com/feed.xml" />
  </body>
</opml>`;

describe('detectFormat', () => {
  it('tells the three kinds apart', () => {
    expect(detectFormat(TAKEOUT)).toBe('takeout');
    expect(detectFormat(`\uFEFF${TAKEOUT}`)).toBe('takeout');
    expect(detectFormat(OPML)).toBe('opml');
    expect(detectFormat('https://youtube.com/@fakecreator\n@another')).toBe('lines');
    expect(detectFormat('\uFEFF  {"exportedAt": "2026-11-01"}')).toBe('export');
  });
});

describe('a Takeout subscriptions.csv', () => {
  it('reads each row by its channel id, with the title and the line number', () => {
    const { format, entries } = parseImportFile(TAKEOUT);
    expect(format).toBe('takeout');
    expect(entries.map(({ line, input, title, error }) => ({ line, input, title, error }))).toEqual([
      { line: 2, input: 'UCFakeCreatorChannel0001', title: 'Fake Creator', error: null },
      { line: 3, input: 'UCSecondFakeChannel00002', title: 'Another Creator, & Friends', error: null },
      { line: 4, input: 'UCFakeCreatorChannel0001', title: 'Fake Creator', error: null },
      {
        line: 5,
        input: 'https://www.youtube.com/playlist?list=PL0123',
        title: 'A playlist',
        error: CHANNEL_INPUT_MESSAGES.invalid,
      },
    ]);
  });

  it('refuses a CSV it cannot read, and one without a channel column', () => {
    expect(() => parseImportFile('Channel Id,Channel Title\n"UCFakeCreatorChannel0001,Fake\n')).toThrow(
      UNREADABLE_CSV,
    );
    expect(() => parseTakeoutCsv('Name,Title\nFake Creator,x\n')).toThrow(NO_CHANNEL_COLUMN);
  });
});

describe('an OPML file', () => {
  it("reads every outline with a feed or page, folders included, by the feed's channel id", () => {
    const { format, entries } = parseImportFile(OPML);
    expect(format).toBe('opml');
    expect(
      entries.map(({ line, input, title, error }) => ({ line, input, title, error: error !== null })),
    ).toEqual([
      { line: 1, input: 'UCFakeCreatorChannel0001', title: 'Fake Creator', error: false },
      { line: 2, input: 'https://www.youtube.com/@quietchannel', title: 'Quiet & Calm', error: false },
      { line: 3, input: 'https://example.com/feed.xml', title: 'A blog', error: false },
    ]);
  });

  it('refuses markup that is not OPML', () => {
    expect(() => parseImportFile('<html><body>hello</body></html>')).toThrow(UNREADABLE_OPML);
  });
});

describe('a list of links', () => {
  it('reads one per line, leaving out blank lines and comments', () => {
    const { entries } = parseImportFile(
      '# my channels\nhttps://www.youtube.com/@FakeCreator\n\n  @fakecreator  \nyoutube.com/playlist?list=x\n',
    );
    expect(entries.map(({ line, input, key, error }) => ({ line, input, key, error }))).toEqual([
      { line: 2, input: 'https://www.youtube.com/@FakeCreator', key: 'handle:fakecreator', error: null },
      { line: 4, input: '@fakecreator', key: 'handle:fakecreator', error: null },
      { line: 5, input: 'youtube.com/playlist?list=x', key: null, error: CHANNEL_INPUT_MESSAGES.invalid },
    ]);
  });
});

describe('previewImport', () => {
  it('skips unreadable lines, repeats and tracked channels, each with its reason', () => {
    const preview = previewImport(parseImportFile(TAKEOUT), new Set(['id:UCSecondFakeChannel00002']));
    expect(preview.items.map(({ line, status, reason }) => ({ line, status, reason }))).toEqual([
      { line: 2, status: 'new', reason: null },
      { line: 3, status: 'skipped', reason: IMPORT_SKIP_REASONS.alreadyTracked },
      { line: 4, status: 'skipped', reason: IMPORT_SKIP_REASONS.duplicateInFile },
      { line: 5, status: 'skipped', reason: CHANNEL_INPUT_MESSAGES.invalid },
    ]);
  });

  it(`imports at most ${IMPORT_MAX_CHANNELS} channels of one file`, () => {
    const lines = Array.from({ length: IMPORT_MAX_CHANNELS + 2 }, (_, i) => `@channel_${i}`).join('\n');
    const items = previewImport(parseImportFile(lines), new Set()).items;
    expect(items.filter((item) => item.status === 'new')).toHaveLength(IMPORT_MAX_CHANNELS);
    expect(items.at(-1)).toMatchObject({ status: 'skipped', reason: IMPORT_SKIP_REASONS.tooMany });
  });
});
