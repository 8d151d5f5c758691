import { IMPORT_BATCH_SIZE, type ImportPreview, type ImportResult } from '@channel-countdown/contract';

/** The inputs the preview marked as new, in the file's order. */
export const inputsToImport = (preview: ImportPreview): string[] =>
  preview.items.filter((item) => item.status === 'new').map((item) => item.input);

/** Splits the inputs into the batches POST /api/channels/import takes. */
export function batchesOf<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

export interface ImportTally {
  added: number;
  skipped: number;
  failed: number;
}

export function tally(results: readonly ImportResult[]): ImportTally {
  return {
    added: results.filter((result) => result.status === 'added').length,
    skipped: results.filter((result) => result.status === 'skipped').length,
    failed: results.filter((result) => result.status === 'failed').length,
  };
}

/** 'Import 1 Channel', 'Import 12 Channels'. */
export const importButtonLabel = (count: number) => `Import ${count} ${count === 1 ? 'Channel' : 'Channels'}`;
