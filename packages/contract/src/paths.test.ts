import { describe, expect, expectTypeOf, it } from 'vitest';
import { paths, withQuery } from './paths.js';

const templates = Object.entries(paths).flatMap(([name, path]) =>
  typeof path === 'string' ? [] : [{ name, template: path }],
);

/** The pattern as koa-router and MSW read it: each `:name` takes one path segment. */
const matches = (pattern: string, address: string) =>
  new RegExp(`^${pattern.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`).test(address);

describe('paths', () => {
  it('builds the address of a parameterised path and gives its pattern', () => {
    expect(paths.channel(5)).toBe('/api/channels/5');
    expect(paths.channel.pattern).toBe('/api/channels/:id');
    expect(paths.channelNote(5, 7)).toBe('/api/channels/5/notes/7');
    expect(paths.channelNote.pattern).toBe('/api/channels/:id/notes/:noteId');
    expect(paths.timer(9)).toBe('/api/timers/9');
    expect(paths.timer.pattern).toBe('/api/timers/:timerId');
  });

  it('encodes free text as one path segment', () => {
    expect(paths.channelPreview('@some one/x?y')).toBe('/api/channels/preview/%40some%20one%2Fx%3Fy');
  });

  it('keeps the query of the avatar image out of its pattern', () => {
    expect(paths.userAvatarImage(3, 1_700_000_000_000)).toBe('/api/user/avatar/3?v=1700000000000');
    expect(paths.userAvatarImage.pattern).toBe('/api/user/avatar/:userId');
  });

  it.each(templates)("$name's pattern matches the addresses it builds", ({ template }) => {
    const params = template.pattern.match(/:\w+/g) ?? [];
    const build = template as (...values: number[]) => string;
    expect(params.length).toBeGreaterThan(0);
    // One value more than the pattern's params: the avatar image's version, which goes in its query.
    const values = [...params, 'version'].map((_, index) => index + 1);
    expect(matches(template.pattern, build(...values))).toBe(true);
  });

  it('types each builder with exactly its params: ids as numbers, text as strings', () => {
    expectTypeOf(paths.channel).parameters.toEqualTypeOf<[number]>();
    expectTypeOf(paths.channelNote).parameters.toEqualTypeOf<[number, number]>();
    expectTypeOf(paths.channelPreview).parameters.toEqualTypeOf<[string]>();
    expectTypeOf(paths.userAvatarImage).parameters.toEqualTypeOf<[userId: number, version: number]>();
    expectTypeOf(paths.channelNote.pattern).toEqualTypeOf<'/api/channels/:id/notes/:noteId'>();
    // @ts-expect-error a note's address needs its channel and its note
    paths.channelNote(5);
    // @ts-expect-error an id is a number
    paths.channel('5');
  });
});

describe('withQuery', () => {
  it('writes the query after the address, its pairs in order and encoded, blank and absent ones left out', () => {
    expect(withQuery('/api/analytics', { range: '7d' })).toBe('/api/analytics?range=7d');
    expect(withQuery('/api/compare', { channels: '3,7', metric: undefined, scale: '', range: '30d' })).toBe(
      '/api/compare?channels=3%2C7&range=30d',
    );
    expect(withQuery('/api/channels', {})).toBe('/api/channels');
  });
});
