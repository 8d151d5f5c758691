import { describe, expect, it } from 'vitest';
import { parseChannelInput } from './channelInput.js';

const ID = 'UC_x5XG1OV2P6uZZ5FSM9Ttw';

describe('parseChannelInput', () => {
  it.each([
    ['', 'Please enter a YouTube channel URL or ID'],
    ['   ', 'Please enter a YouTube channel URL or ID'],
    ['a'.repeat(501), 'Channel input is too long'],
    ['https://www.youtube.com/', 'Invalid YouTube channel format'],
    ['https://www.youtube.com/channel/', 'Invalid YouTube channel format'],
    ['https://www.youtube.com/channel/not-an-id', 'Invalid YouTube channel format'],
    ['youtube.com/c/', 'Invalid YouTube channel format'],
    ['https://youtube.com/user/', 'Invalid YouTube channel format'],
    ['https://youtube.com/@', 'Invalid YouTube channel format'],
    ['@', 'Invalid YouTube channel format'],
    ['@   ', 'Invalid YouTube channel format'],
  ])('refuses %j with %j', (input, message) => {
    expect(parseChannelInput(input)).toEqual({ ok: false, message });
  });

  it('refuses non-strings as blank', () => {
    expect(parseChannelInput(undefined)).toEqual({ ok: false, message: 'Please enter a YouTube channel URL or ID' });
  });

  it('accepts exactly 500 characters', () => {
    expect(parseChannelInput('x'.repeat(500))).toMatchObject({ ok: true, kind: 'name' });
  });

  it.each([
    [ID, 'id', ID],
    [`  ${ID}  `, 'id', ID],
    [`https://www.youtube.com/channel/${ID}`, 'id', ID],
    [`youtube.com/channel/${ID}/videos?view=0`, 'id', ID],
    [`http://m.youtube.com/channel/${ID}#about`, 'id', ID],
    [`/channel/${ID}`, 'id', ID],
    ['https://www.youtube.com/@fakecreator', 'handle', 'fakecreator'],
    ['https://www.youtube.com/@fakecreator/videos', 'handle', 'fakecreator'],
    ['www.youtube.com/@Fake.Creator-1', 'handle', 'Fake.Creator-1'],
    ['https://www.youtube.com/@%E3%81%82%E3%81%84%E3%81%86', 'handle', 'あいう'],
    ['@fakecreator', 'handle', 'fakecreator'],
    ['fakecreator', 'handle', 'fakecreator'],
    ['https://www.youtube.com/c/FakeCreator', 'custom', 'FakeCreator'],
    ['youtube.com/FakeCreator', 'custom', 'FakeCreator'],
    ['https://www.youtube.com/user/fakeuser', 'username', 'fakeuser'],
    ['Fake Creator Channel', 'name', 'Fake Creator Channel'],
    ['https://example.com/@someone', 'name', 'https://example.com/@someone'],
  ])('reads %j as %s %j', (input, kind, value) => {
    expect(parseChannelInput(input)).toEqual({ ok: true, kind, value });
  });

  it('does not mistake a 23-character UC string for an id', () => {
    expect(parseChannelInput(ID.slice(0, 23))).toEqual({ ok: true, kind: 'handle', value: ID.slice(0, 23) });
  });
});
