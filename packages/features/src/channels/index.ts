// Public entry of the channels domain: the card, the connect dialog, the display rules and the data hooks.
export { ChannelCard } from './components/ChannelCard';
export { ChannelPageLink, channelPageUrl } from './components/ChannelPageLink';
export type { ChannelCardProps } from './components/ChannelCard';
export { ChannelCardSkeleton } from './components/ChannelCardSkeleton';
export { ChannelGrid, SKELETON_CARDS } from './components/ChannelGrid';
export type { ChannelGridProps } from './components/ChannelGrid';
export { ChannelThumbnail, FALLBACK_THUMBNAIL } from './components/ChannelThumbnail';
export { ConnectChannelDialog, DeleteTimerDialog } from './components/overlays';
export type { ConnectChannelDialogProps } from './components/ConnectChannelDialog';
export * from './rules';
export * from './api';
export { ExternalLinkButton } from './components/ExternalLinkButton';
export { NotesPreview } from './components/NotesPreview';
export { Sparkline } from './components/Sparkline';
export { PauseResumeButton } from './components/PauseResumeButton';
// The notes panel the cards open, fetched after the first render (the channel page opens it too).
export { NotesPanel as LazyNotesPanel } from './components/overlays';
