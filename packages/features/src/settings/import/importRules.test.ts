import { describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE, type ImportPreview } from '@channel-countdown/contract';
import { batchesOf, importButtonLabel, inputsToImport, tally } from './importRules';

describe('import rules', () => {
  it('imports only what the preview marked new, in order', () => {
    const preview: ImportPreview = {
      format: 'takeout',
      items: [
        { line: 2, input: 'UCa', title: 'A', status: 'new', reason: null },
        { line: 3, input: 'UCb', title: 'B', status: 'skipped', reason: 'Already on your dashboard' },
        { line: 4, input: 'UCc', title: 'C', status: 'new', reason: null },
      ],
    };
    expect(inputsToImport(preview)).toEqual(['UCa', 'UCc']);
  });

  it(`sends batches of at most ${IMPORT_BATCH_SIZE}`, () => {
    const inputs = Array.from({ length: IMPORT_BATCH_SIZE * 2 + 1 }, (_, i) => `@c${i}`);
    expect(batchesOf(inputs).map((batch) => batch.length)).toEqual([IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE, 1]);
    expect(batchesOf([])).toEqual([]);
  });

  it('counts the results and names the button', () => {
    expect(
      tally([
        { input: 'a', status: 'added', channelName: 'A', message: null },
        { input: 'b', status: 'failed', channelName: null, message: 'Channel not found' },
        { input: 'c', status: 'added', channelName: 'C', message: null },
      ]),
    ).toEqual({ added: 2, skipped: 0, failed: 1 });
    expect(importButtonLabel(1)).toBe('Import 1 Channel');
    expect(importButtonLabel(12)).toBe('Import 12 Channels');
  });
});
