export { NotesPanel } from './components/NotesPanel';
export type { NotesPanelProps } from './components/NotesPanel';
export { EDITOR_NOTE_COLORS, noteColorLabel, noteColorAccent } from './noteColors';
export {
  notesQueryKey,
  notesQueryOptions,
  useNotes,
  useCreateNote,
  useUpdateNote,
  useDeleteNote,
} from './api';
export { accentOf } from './noteColors';
