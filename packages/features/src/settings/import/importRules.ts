import type { ImportPreview } from '@channel-countdown/contract';

/** The inputs the preview marked as new, in the file's order. */
export const inputsToImport = (preview: ImportPreview): string[] =>
  preview.items.filter((item) => item.status === 'new').map((item) => item.input);

/** 'Import 1 Channel', 'Import 12 Channels'. */
export const importButtonLabel = (count: number) => `Import ${count} ${count === 1 ? 'Channel' : 'Channels'}`;
