import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { foldLine, iCalendar, icsText } from './formats.js';

describe('the iCalendar writer', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops control characters', () => {
    expect(icsText('a\\b;c,d\r\ne\nf\u0000g\th')).toBe('a\\\\b\\;c\\,d\\ne\\nfg\th');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ä'.repeat(60)}🎉${'x'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });

  it('writes a calendar ical.js reads back exactly', () => {
    const text = iCalendar(
      {
        name: 'Ends, all; of them',
        description: 'Line one\nline two',
        refreshMinutes: 60,
        events: [
          {
            uid: 'cycle-1@example.com',
            sequence: 3,
            revisedAt: new Date('2026-11-02T10:00:00Z'),
            createdAt: new Date('2026-11-01T10:00:00Z'),
            at: new Date('2026-11-08T10:00:00Z'),
            summary: `Cycle ends: A; B, C \\ ${'long '.repeat(30)}`,
            description: 'Open the channel.',
            url: 'https://countdown.example.com/channels/1',
          },
        ],
      },
      '-//Test//EN',
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    // An X- property's value stays as written (parsers do not unescape unknown properties).
    expect(text).toContain('X-WR-CALNAME:Ends\\, all\\; of them\r\n');
    expect(calendar.getFirstPropertyValue('description')).toBe('Line one\nline two');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    expect(event.summary).toBe(`Cycle ends: A; B, C \\ ${'long '.repeat(30)}`);
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-08T10:00:00.000Z');
  });
});
