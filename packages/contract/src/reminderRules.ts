/**
 * The plain values and rules of the per-channel reminder choices, kept free of zod like limits.ts: the channel
 * page's bell reads them without loading the schemas, which live in reminderChoices.ts.
 */
import type { ChannelReminderChoices } from './reminderChoices.js';
import { DESTINATION_EVENTS, DESTINATIONS_MAX, type DestinationEvent } from './destinationRules.js';
import { UPLOAD_KINDS, type UploadKind } from './channelDataRules.js';
import type { NotificationSettings } from './settings.js';

/**
 * Per-channel reminder choices (the channel page's bell, GET and PUT /api/channels/:id/reminders): which of a
 * channel's events (cycle ending, cycle completed, new upload, milestone reached: the destinations' event kinds) reach which
 * media: the app itself (bell, toasts and the events feed), Web Push, email, and each of the user's
 * destinations. Everything reaches everything by default; the choices list what is turned off, so a
 * destination added later reaches the channel until it is turned off here. `muted` turns the whole channel
 * off (PATCH /api/channels/:id/mute sets it alone); `mutedUploadKinds` turns off the new uploads of some kinds
 * (Shorts, say) on every medium. `reminderReaches` is the one rule every delivery path asks;
 * the user's own settings (Push Notifications, Email Updates, the reminder kinds) and each destination's
 * events and channels (`destinationTakes`) narrow it further.
 */
export const BUILT_IN_MEDIA = ['in-app', 'push', 'email'] as const;
export type BuiltInMedium = (typeof BUILT_IN_MEDIA)[number];
/** A built-in medium, or one of the user's destinations by id (`destination:12`). */
export type ReminderMedium = BuiltInMedium | `destination:${number}`;

/** A destination's medium: `destination:<id>`. */
export const DESTINATION_MEDIUM_PATTERN = /^destination:([1-9][0-9]{0,9})$/;

/** The medium of a destination. */
export const destinationMedium = (destinationId: number): ReminderMedium => `destination:${destinationId}`;

/** The destination a medium names, or null for a built-in medium. */
export function destinationOfMedium(medium: ReminderMedium): number | null {
  const match = DESTINATION_MEDIUM_PATTERN.exec(medium);
  return match ? Number(match[1]) : null;
}

/** The most pairs a channel's choices can list: every event on every medium. */
export const REMINDER_OFF_MAX = DESTINATION_EVENTS.length * (BUILT_IN_MEDIA.length + DESTINATIONS_MAX);

/** A channel nobody has chosen for: everything reaches everything. */
export const ALL_REMINDERS_ON: ChannelReminderChoices = { muted: false, off: [], mutedUploadKinds: [] };

/**
 * Whether event `event` of a channel with these choices reaches any medium at all: not when the channel is
 * muted, nor for a new upload (`uploadKind`: its kind) of a kind the channel mutes.
 */
export function reminderRaised(
  choices: ChannelReminderChoices,
  event: DestinationEvent,
  uploadKind?: UploadKind,
): boolean {
  if (choices.muted) return false;
  return !(
    event === 'new-upload' &&
    uploadKind !== undefined &&
    choices.mutedUploadKinds.includes(uploadKind)
  );
}

/**
 * Whether event `event` of a channel with these choices reaches `medium`; for a new upload, `uploadKind` is
 * its kind (a kind the channel mutes reaches nothing).
 */
export function reminderReaches(
  choices: ChannelReminderChoices,
  event: DestinationEvent,
  medium: ReminderMedium,
  uploadKind?: UploadKind,
): boolean {
  if (!reminderRaised(choices, event, uploadKind)) return false;
  return !choices.off.some((off) => off.event === event && off.medium === medium);
}

/** The choices with new uploads of `kind` muted or not, the rest as they were (the bell's upload kinds). */
export function withUploadKindMuted(
  choices: ChannelReminderChoices,
  kind: UploadKind,
  muted: boolean,
): ChannelReminderChoices {
  const others = choices.mutedUploadKinds.filter((other) => other !== kind);
  return {
    ...choices,
    mutedUploadKinds: muted ? UPLOAD_KINDS.filter((k) => k === kind || others.includes(k)) : others,
  };
}

/** The choices with `event` reaching `medium` or not, the rest as they were (the bell's checkboxes). */
export function withReminder(
  choices: ChannelReminderChoices,
  event: DestinationEvent,
  medium: ReminderMedium,
  on: boolean,
): ChannelReminderChoices {
  const others = choices.off.filter((off) => !(off.event === event && off.medium === medium));
  return { ...choices, off: on ? others : [...others, { event, medium }] };
}

/**
 * Whether the user's own Settings (Notifications) raise `event` at all: "Timer Ending Warning" and "Timer
 * Completion Alerts" turn their events off for every channel and medium; a new upload and a milestone have no
 * switch of their own. The scheduler asks it before raising an event, and the bell shows it beside the event.
 */
export function settingsRaise(settings: NotificationSettings, event: DestinationEvent): boolean {
  if (event === 'cycle-ending') return settings.timerWarning;
  if (event === 'cycle-completed') return settings.timerComplete;
  return true;
}

/**
 * Whether the user's own Settings let anything reach a built-in medium: "Push Notifications" and "Email
 * Updates"; the app itself has no switch, and a destination has its own events and channels (destinationTakes).
 * Delivery asks it for each user, and the bell shows it beside the medium.
 */
export function settingsReach(settings: NotificationSettings, medium: ReminderMedium): boolean {
  if (medium === 'push') return settings.pushNotifications;
  if (medium === 'email') return settings.emailUpdates;
  return true;
}
