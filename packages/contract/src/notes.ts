import { z } from 'zod';
import { idParamSchema, idSchema, isoDateSchema, textSchema } from './common.js';
import { DEFAULT_NOTE_COLOR, NOTE_COLORS, NOTE_MAX_LENGTH, NOTE_PREVIEW_LENGTH } from './limits.js';

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

/**
 * A note as the channel list previews it (GET /api/channels): its id, colour and the start of its text (at most
 * NOTE_PREVIEW_LENGTH characters, '…' when cut); the notes panel reads the notes whole.
 */
export const notePreviewSchema = z.object({ id: idSchema, content: z.string(), color: noteColorSchema });
export type NotePreview = z.infer<typeof notePreviewSchema>;

/** The preview of a note: its text cut at NOTE_PREVIEW_LENGTH characters (never inside one), '…' when cut. */
export function notePreview(note: Pick<Note, 'id' | 'content' | 'color'>): NotePreview {
  const characters = Array.from(note.content);
  const content =
    characters.length > NOTE_PREVIEW_LENGTH
      ? `${characters.slice(0, NOTE_PREVIEW_LENGTH - 1).join('')}…`
      : note.content;
  return { id: note.id, content, color: note.color };
}

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
