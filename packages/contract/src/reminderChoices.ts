import { z } from 'zod';
import { destinationEventSchema } from './destinations.js';
import { uploadKindSchema } from './channelData.js';
import { UPLOAD_KINDS } from './channelDataRules.js';
import { MAX_ID } from './limits.js';
import { BUILT_IN_MEDIA, DESTINATION_MEDIUM_PATTERN, REMINDER_OFF_MAX } from './reminderRules.js';

// The schemas of the per-channel reminder choices; their plain values and rules (the media, what reaches what,
// the choices changed one at a time, what the user's settings raise and reach) are in reminderRules.ts, which
// screens import without zod.

export const reminderMediumSchema = z.union([
  z.enum(BUILT_IN_MEDIA),
  z
    .string()
    .regex(DESTINATION_MEDIUM_PATTERN, 'A medium is in-app, push, email or destination:<id>')
    .refine(
      (medium) => Number(medium.slice('destination:'.length)) <= MAX_ID,
      'No such destination',
    ) as unknown as z.ZodType<`destination:${number}`, string>,
]);

/** One event of the channel that does not reach one medium. */
export const reminderOffSchema = z.strictObject({
  event: destinationEventSchema,
  medium: reminderMediumSchema,
});
export type ReminderOff = z.infer<typeof reminderOffSchema>;

export const channelReminderChoicesSchema = z.strictObject({
  /** Nothing of the channel reaches anyone (its countdown and restarts go on). */
  muted: z.boolean(),
  /** The events that do not reach a medium; everything else does. */
  off: z
    .array(reminderOffSchema)
    .max(REMINDER_OFF_MAX, 'Too many choices')
    .refine(
      (off) => new Set(off.map(({ event, medium }) => `${event} ${medium}`)).size === off.length,
      'Each event and medium may be listed once',
    ),
  /**
   * The kinds of upload (contract channelDataRules.ts UPLOAD_KINDS) whose new uploads reach no medium; the
   * channel's other uploads and events go on. Optional in a request (left out: none muted, as before there
   * were kinds); always in an answer.
   */
  mutedUploadKinds: z
    .array(uploadKindSchema)
    .max(UPLOAD_KINDS.length, 'Too many upload kinds')
    .refine((kinds) => new Set(kinds).size === kinds.length, 'Each upload kind may be listed once')
    .default([]),
});
export type ChannelReminderChoices = z.infer<typeof channelReminderChoicesSchema>;
