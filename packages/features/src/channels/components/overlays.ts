import { lazyOverlay } from '../../shared/lazyOverlay';
import type { NotesPanelProps } from '../../notes/components/NotesPanel';
import type { ConnectChannelDialogProps } from './ConnectChannelDialog';
import type { DeleteTimerDialogProps } from './DeleteTimerDialog';

// The dialogs the dashboard and the channel cards open, fetched after the first render (see lazyOverlay).

export const ConnectChannelDialog = lazyOverlay<ConnectChannelDialogProps>(() =>
  import('./ConnectChannelDialog').then((module) => module.ConnectChannelDialog),
);

export const DeleteTimerDialog = lazyOverlay<DeleteTimerDialogProps>(() =>
  import('./DeleteTimerDialog').then((module) => module.DeleteTimerDialog),
);

export const NotesPanel = lazyOverlay<NotesPanelProps>(() =>
  import('../../notes/components/NotesPanel').then((module) => module.NotesPanel),
);
