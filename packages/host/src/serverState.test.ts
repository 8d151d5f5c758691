import { describe, expect, it } from 'vitest';
import { serverStateElement, type ServerState } from './serverState';

/** The state a page element carries, as the app reads it back. */
const parsed = (element: string) =>
  JSON.parse(/^<script type="application\/json" id="cc-server-state">(.*)<\/script>$/s.exec(element)![1]!);

const deepFreeze = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') {
    Object.freeze(value);
    Object.values(value).forEach(deepFreeze);
  }
  return value;
};

const stateWith = (reads: Record<string, unknown>): ServerState => ({
  renderedAt: 1_764_000_000_000,
  mobile: false,
  reads,
  locale: 'en',
});

describe('serverStateElement', () => {
  it('carries the whole state, with no "<" that could close the element', () => {
    const reads = {
      '/api/channels': [{ id: 1, notes: [{ content: '</script><b>hi</b>' }] }],
      '/api/user': null,
    };
    const element = serverStateElement(stateWith(reads));
    expect(element.indexOf('</script>')).toBe(element.length - '</script>'.length);
    expect(parsed(element)).toEqual(stateWith(reads));
  });

  it('leaves out an answer that is undefined, as JSON does', () => {
    expect(parsed(serverStateElement(stateWith({ '/api/user': undefined, '/api/groups': [] })))).toEqual(
      stateWith({ '/api/groups': [] }),
    );
  });

  it('writes a read that can still change as it is now, each time', () => {
    const notes = Object.freeze([{ content: 'first' }]) as unknown as Array<{ content: string }>;
    const channels = Object.freeze([{ id: 1, notes: [] as unknown[] }]);
    serverStateElement(stateWith({ '/api/channels': channels }));
    channels[0]!.notes.push({ content: 'added' }); // frozen outside, not within
    expect(
      parsed(serverStateElement(stateWith({ '/api/channels': channels }))).reads['/api/channels'],
    ).toEqual([{ id: 1, notes: [{ content: 'added' }] }]);
    expect(parsed(serverStateElement(stateWith({ '/api/notes': notes }))).reads['/api/notes']).toEqual([
      { content: 'first' },
    ]);
  });

  it('writes a frozen read the same on every page drawn with it', () => {
    const channels = deepFreeze([{ id: 1, channelName: 'A <b>', notes: [{ content: 'x' }] }]);
    const first = serverStateElement(stateWith({ '/api/channels': channels }));
    const second = serverStateElement({ ...stateWith({ '/api/channels': channels }), renderedAt: 2 });
    expect(parsed(first).reads).toEqual({ '/api/channels': channels });
    expect(parsed(second)).toEqual({ ...stateWith({ '/api/channels': channels }), renderedAt: 2 });
  });
});
