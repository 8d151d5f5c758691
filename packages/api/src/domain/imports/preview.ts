import { IMPORT_MAX_CHANNELS, IMPORT_SKIP_REASONS, type ImportPreview } from '@channel-countdown/contract';
import type { ImportFile } from './parseImportFile.js';

/**
 * What an import would do, line by line: a channel the parser cannot read, one listed again, one the user
 * already tracks (known by its id) and any past the file limit are skipped with the reason; the rest are
 * new. A handle or link the user already tracks is only recognised when it is connected.
 */
export function previewImport(file: ImportFile, trackedChannelIds: ReadonlySet<string>): ImportPreview {
  const seen = new Set<string>();
  let accepted = 0;
  const items = file.entries.map(({ line, input, title, error, key }) => {
    const skip = (reason: string) => ({ line, input, title, status: 'skipped' as const, reason });
    if (error || !key) return skip(error ?? 'Unreadable line');
    if (seen.has(key)) return skip(IMPORT_SKIP_REASONS.duplicateInFile);
    seen.add(key);
    if (key.startsWith('id:') && trackedChannelIds.has(key.slice(3)))
      return skip(IMPORT_SKIP_REASONS.alreadyTracked);
    if (accepted >= IMPORT_MAX_CHANNELS) return skip(IMPORT_SKIP_REASONS.tooMany);
    accepted += 1;
    return { line, input, title, status: 'new' as const, reason: null };
  });
  return { format: file.format, items };
}
