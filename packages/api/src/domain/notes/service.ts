import { NOTE_NOT_FOUND } from '@channel-countdown/contract';
import type { CreateNoteRequest, Note as NoteDto, UpdateNoteRequest } from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { toColumns } from '../../db/rows.js';
import { notFound } from '../../errors.js';
import { newestFirst } from '../channels/service.js';
import { findOwnChannel, ownedChannelIds } from '../channels/ownership.js';
import { noteDto } from './presenter.js';

/** The channel's notes, newest first; the channel must be the user's. */
export async function listNotes(db: Db, userId: number, channelId: number): Promise<NoteDto[]> {
  const channel = await findOwnChannel(db, userId, channelId);
  const notes = (await db('notes').where('channel_id', channel.id).orderBy(newestFirst('notes'))) as Record<
    string,
    unknown
  >[];
  return notes.map(noteDto);
}

export async function createNote(
  db: Db,
  userId: number,
  channelId: number,
  input: Required<CreateNoteRequest>,
  now: Date,
): Promise<NoteDto> {
  const channel = await findOwnChannel(db, userId, channelId);
  const [note] = (await db('notes')
    .insert({
      channel_id: channel.id,
      content: input.content,
      color: input.color,
      created_at: now,
      updated_at: now,
    })
    .returning('*')) as Record<string, unknown>[];
  return noteDto(note!);
}

/** A note of one of the user's channels: scoped through the channel in the query itself. */
function ownNote(db: Db, userId: number, channelId: number, noteId: number) {
  return db('notes')
    .where('notes.id', noteId)
    .where('notes.channel_id', channelId)
    .whereIn('notes.channel_id', ownedChannelIds(db, userId));
}

export async function updateNote(
  db: Db,
  userId: number,
  channelId: number,
  noteId: number,
  changes: UpdateNoteRequest,
  now: Date,
): Promise<NoteDto> {
  const patch = toColumns({ ...changes, updatedAt: now });
  // One transaction: the update's row lock holds until the note is read back, so parallel edits of one
  // note each answer with their own result, never another's.
  return db.transaction(async (trx) => {
    const updated = await ownNote(trx, userId, channelId, noteId).update(patch);
    if (updated === 0) throw notFound(NOTE_NOT_FOUND);
    const note = (await trx('notes').where('id', noteId).first()) as Record<string, unknown> | undefined;
    if (!note) throw notFound(NOTE_NOT_FOUND);
    return noteDto(note);
  });
}

export async function deleteNote(db: Db, userId: number, channelId: number, noteId: number): Promise<void> {
  const deleted = await ownNote(db, userId, channelId, noteId).delete();
  if (deleted === 0) throw notFound(NOTE_NOT_FOUND);
}
