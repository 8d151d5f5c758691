import { describe, expect, it } from 'vitest';
import { destinationTakes } from './destinations.js';
import {
  ALL_REMINDERS_ON,
  channelReminderChoicesSchema,
  destinationMedium,
  destinationOfMedium,
  reminderReaches,
  withReminder,
} from './reminderChoices.js';

describe("a channel's reminder choices", () => {
  it('reach every medium until one is turned off for one event', () => {
    expect(reminderReaches(ALL_REMINDERS_ON, 'new-upload', 'email')).toBe(true);
    const choices = withReminder(ALL_REMINDERS_ON, 'new-upload', destinationMedium(4), false);
    expect(reminderReaches(choices, 'new-upload', 'destination:4')).toBe(false);
    expect(reminderReaches(choices, 'new-upload', 'destination:5')).toBe(true);
    expect(reminderReaches(choices, 'cycle-ending', 'destination:4')).toBe(true);
    expect(reminderReaches(choices, 'new-upload', 'in-app')).toBe(true);
    expect(
      reminderReaches(
        withReminder(choices, 'new-upload', 'destination:4', true),
        'new-upload',
        'destination:4',
      ),
    ).toBe(true);
  });

  it('muted, reach nothing, whatever else they say', () => {
    for (const medium of ['in-app', 'push', 'email', 'destination:1'] as const)
      expect(reminderReaches({ muted: true, off: [] }, 'cycle-completed', medium)).toBe(false);
  });

  it('name a destination by its id, and refuse anything else as a medium', () => {
    expect(destinationOfMedium(destinationMedium(12))).toBe(12);
    expect(destinationOfMedium('push')).toBeNull();
    const parse = (medium: string) =>
      channelReminderChoicesSchema.safeParse({ muted: false, off: [{ event: 'new-upload', medium }] })
        .success;
    expect(parse('destination:12')).toBe(true);
    for (const bad of [
      'sms',
      'destination:0',
      'destination:012',
      'destination:2147483648',
      'destination:',
      ' push',
    ])
      expect(parse(bad), bad).toBe(false);
  });

  it("a destination's own events and channels come first", () => {
    const all = { events: ['new-upload' as const], channelIds: null };
    expect(destinationTakes(all, 'new-upload', 3)).toBe(true);
    expect(destinationTakes(all, 'cycle-ending', 3)).toBe(false);
    expect(destinationTakes({ ...all, channelIds: [1, 2] }, 'new-upload', 3)).toBe(false);
    expect(destinationTakes({ ...all, channelIds: [1, 3] }, 'new-upload', 3)).toBe(true);
  });
});
