import { lazyOverlay } from '../../shared';
import type { NotesPanelProps } from '../../notes';
import type { ConnectChannelDialogProps } from './ConnectChannelDialog';
import type { DeleteTimerDialogProps } from './DeleteTimerDialog';

// The dialogs the dashboard and the channel cards open, fetched after the first render (see lazyOverlay).

// Drawn ahead while the dashboard is idle: pressing Add Channel only shows it.
export const ConnectChannelDialog = lazyOverlay<ConnectChannelDialogProps>(
  () => import('./ConnectChannelDialog').then((module) => module.ConnectChannelDialog),
  { prerender: true },
);

export const DeleteTimerDialog = lazyOverlay<DeleteTimerDialogProps>(() =>
  import('./DeleteTimerDialog').then((module) => module.DeleteTimerDialog),
);

// The one import of a file inside another domain, on purpose: the cards import notes' public entry statically
// (note colours), so a lazy import of that entry would be static too and put the panel on the dashboard.
export const NotesPanel = lazyOverlay<NotesPanelProps>(() =>
  import('../../notes/components/NotesPanel').then((module) => module.NotesPanel),
);
