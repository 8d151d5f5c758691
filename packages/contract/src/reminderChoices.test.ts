import { describe, expect, it } from 'vitest';
import { DESTINATION_EVENTS, destinationTakes } from './destinationRules.js';
import { DEFAULT_SETTINGS } from './settingsDefaults.js';
import { channelReminderChoicesSchema } from './reminderChoices.js';
import {
  ALL_REMINDERS_ON,
  destinationMedium,
  destinationOfMedium,
  reminderRaised,
  reminderReaches,
  settingsRaise,
  settingsReach,
  withReminder,
  withUploadKindMuted,
} from './reminderRules.js';

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
      expect(reminderReaches({ muted: true, off: [], mutedUploadKinds: [] }, 'cycle-completed', medium)).toBe(
        false,
      );
  });

  it("with Shorts muted, reach nothing with a new Short, and go on with the channel's other uploads and events", () => {
    const choices = withUploadKindMuted(ALL_REMINDERS_ON, 'short', true);
    expect(choices.mutedUploadKinds).toEqual(['short']);
    for (const medium of ['in-app', 'push', 'email', 'destination:1'] as const) {
      expect(reminderReaches(choices, 'new-upload', medium, 'short')).toBe(false);
      expect(reminderReaches(choices, 'new-upload', medium, 'video')).toBe(true);
      expect(reminderReaches(choices, 'new-upload', medium, 'live')).toBe(true);
      expect(reminderReaches(choices, 'milestone', medium)).toBe(true);
    }
    expect(reminderRaised(choices, 'new-upload', 'short')).toBe(false);
    expect(reminderRaised(choices, 'new-upload', 'video')).toBe(true);
    // Kinds keep their order, each once, and unmute one at a time.
    const both = withUploadKindMuted(withUploadKindMuted(choices, 'live', true), 'short', true);
    expect(both.mutedUploadKinds).toEqual(['short', 'live']);
    expect(withUploadKindMuted(both, 'short', false).mutedUploadKinds).toEqual(['live']);
  });

  it('read a request without muted upload kinds as none muted, and refuse an unknown or repeated kind', () => {
    expect(channelReminderChoicesSchema.parse({ muted: false, off: [] })).toEqual(ALL_REMINDERS_ON);
    const parse = (mutedUploadKinds: unknown) =>
      channelReminderChoicesSchema.safeParse({ muted: false, off: [], mutedUploadKinds }).success;
    expect(parse(['short', 'live'])).toBe(true);
    expect(parse(['podcast'])).toBe(false);
    expect(parse(['short', 'short'])).toBe(false);
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

  it("the user's own Settings come before any channel's choices", () => {
    const all = DEFAULT_SETTINGS.notifications;
    expect(
      DESTINATION_EVENTS.every((event) =>
        settingsRaise({ ...all, timerWarning: true, timerComplete: true }, event),
      ),
    ).toBe(true);
    expect(settingsRaise({ ...all, timerWarning: false }, 'cycle-ending')).toBe(false);
    expect(settingsRaise({ ...all, timerWarning: false }, 'cycle-completed')).toBe(true);
    expect(settingsRaise({ ...all, timerComplete: false }, 'cycle-completed')).toBe(false);
    // A new upload has no switch of its own.
    expect(settingsRaise({ ...all, timerWarning: false, timerComplete: false }, 'new-upload')).toBe(true);
    expect(settingsReach({ ...all, pushNotifications: false }, 'push')).toBe(false);
    expect(settingsReach({ ...all, pushNotifications: false }, 'email')).toBe(all.emailUpdates);
    expect(settingsReach({ ...all, emailUpdates: false }, 'email')).toBe(false);
    expect(settingsReach({ ...all, emailUpdates: true }, 'email')).toBe(true);
    // The app itself and the destinations have no such switch.
    const off = { ...all, pushNotifications: false, emailUpdates: false };
    expect(settingsReach(off, 'in-app')).toBe(true);
    expect(settingsReach(off, 'destination:4')).toBe(true);
  });
});
