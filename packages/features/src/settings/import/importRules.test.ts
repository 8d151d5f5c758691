import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@channel-countdown/contract';
import { importButtonLabel, inputsToImport } from './importRules';

describe('import rules', () => {
  it('imports only what the preview marked new, in order', () => {
    const preview: ImportPreview = {
      format: 'takeout',
      items: [
        { line: 2, input: 'UCa', title: 'A', status: 'new', reason: null },
        { line: 3, input: 'UCb', title: 'B', status: 'skipped', reason: 'Already on your dashboard' },
        { line: 4, input: 'UCc', title: 'C', status: 'new', reason: null },
      ],
      waiting: null,
    };
    expect(inputsToImport(preview)).toEqual(['UCa', 'UCc']);
  });

  it('names the button', () => {
    expect(importButtonLabel(1)).toBe('Import 1 Channel');
    expect(importButtonLabel(12)).toBe('Import 12 Channels');
  });
});
