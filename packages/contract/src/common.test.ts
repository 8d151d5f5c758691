import { describe, expect, it } from 'vitest';
import { decodeAdminCursor, encodeAdminCursor, userCursorKey } from './adminLists.js';
import { idParamSchema, textSchema } from './common.js';
import { MAX_ID } from './limits.js';
import { hasControlCharacters } from './text.js';

describe('idParamSchema', () => {
  it.each(['1', '42', String(MAX_ID)])('reads %s', (text) => {
    expect(idParamSchema.parse(text)).toBe(Number(text));
  });
  it.each([
    '0x10',
    '1e3',
    ' 1',
    '1 ',
    '+1',
    '01',
    '1.0',
    '1.5',
    '-1',
    '0',
    '',
    'abc',
    '２',
    String(MAX_ID + 1),
  ])('refuses %j', (text) => {
    expect(idParamSchema.safeParse(text).success).toBe(false);
  });
});

describe('textSchema', () => {
  it('keeps tabs, line breaks, emoji and right-to-left text', () => {
    for (const text of ['a\tb\nc\r\n', '🎉 fin', 'שלום', '\u202eevil'])
      expect(textSchema().parse(text)).toBe(text);
  });
  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u000b'])('refuses %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(textSchema().safeParse(text).success).toBe(false);
  });
  it.each(['a\ud800b', '\udc00', '🎉'.slice(0, 1)])('refuses half of a character (%j)', (text) => {
    expect(textSchema().safeParse(text).error?.issues[0]?.message).toBe(
      'Must not contain a broken character (half of an emoji or symbol)',
    );
  });
});

describe('admin cursors', () => {
  const kinds = userCursorKey('created_desc');
  it('decodes what it encodes, in base64url or standard base64', () => {
    const key = [1, Date.UTC(2026, 0, 1), 7];
    expect(decodeAdminCursor(encodeAdminCursor('created_desc', key), 'created_desc', kinds)).toEqual(key);
    expect(
      decodeAdminCursor(btoa(JSON.stringify({ s: 'created_desc', k: key })), 'created_desc', kinds),
    ).toEqual(key);
  });
  it.each([
    ['another sort', encodeAdminCursor('created_asc', [1, 1, 1])],
    ['too short a key', encodeAdminCursor('created_desc', [1, 1])],
    ['an id beyond 2^31 - 1', encodeAdminCursor('created_desc', [1, 1, 2 ** 31])],
    ['a date past the year 9999', encodeAdminCursor('created_desc', [1, 1e16, 1])],
    ['1e300', encodeAdminCursor('created_desc', [1, 1e300, 1])],
    ['a fraction', encodeAdminCursor('created_desc', [1, 1, 1.5])],
    ['a negative', encodeAdminCursor('created_desc', [-1, 1, 1])],
    ['a string', btoa('{"s":"created_desc","k":["1",1,1]}')],
    ['not JSON', 'not-a-cursor'],
    ['JSON null', btoa('null')],
  ])('refuses %s', (_name, cursor) => {
    expect(decodeAdminCursor(cursor, 'created_desc', kinds)).toBeNull();
  });
});
