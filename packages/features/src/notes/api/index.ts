export { notesQueryKey, notesQueryOptions, useNotes } from './getNotes';
export { useCreateNote } from './createNote';
export { useUpdateNote } from './updateNote';
export { useDeleteNote } from './deleteNote';
