import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import { DEFAULT_NOTE_COLOR, NOTE_COLORS, NOTE_MAX_LENGTH } from './limits.js';

export const noteColorSchema = z.enum(NOTE_COLORS);

/** Note content: trimmed, never blank (SPEC §5: Save is disabled while blank), at most 2000 characters. */
export const noteContentSchema = textSchema()
  .trim()
  .min(1, 'Note content is required')
  .max(NOTE_MAX_LENGTH, `Note content must be at most ${NOTE_MAX_LENGTH} characters`);

export const noteSchema = z.object({
  id: idSchema,
  /** The channel's internal id. */
  channelId: idSchema,
  content: z.string(),
  color: noteColorSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Note = z.infer<typeof noteSchema>;
export const notesResponseSchema = z.array(noteSchema);

export const createNoteRequestSchema = z.object({
  content: noteContentSchema,
  color: noteColorSchema.default(DEFAULT_NOTE_COLOR),
});
export type CreateNoteRequest = z.input<typeof createNoteRequestSchema>;

export const updateNoteRequestSchema = z.object({
  content: noteContentSchema.optional(),
  color: noteColorSchema.optional(),
});
export type UpdateNoteRequest = z.infer<typeof updateNoteRequestSchema>;

export const noteParamsSchema = z.object({ id: idParamSchema, noteId: idParamSchema });
