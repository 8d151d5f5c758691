import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '@channel-countdown/contract';
import { groupsToImport, importButtonLabel, importGroupsButtonLabel, inputsToImport } from './importRules';

describe('import rules', () => {
  it('imports only what the preview marked new, in order', () => {
    const preview: ImportPreview = {
      format: 'takeout',
      items: [
        { line: 2, input: 'UCa', title: 'A', status: 'new', reason: null },
        { line: 3, input: 'UCb', title: 'B', status: 'skipped', reason: 'Already on your dashboard' },
        { line: 4, input: 'UCc', title: 'C', status: 'new', reason: null },
      ],
      groups: [],
      waiting: null,
    };
    expect(inputsToImport(preview)).toEqual(['UCa', 'UCc']);
  });

  it("sends the file's groups as the file gave them, joined or new alike", () => {
    const preview: ImportPreview = {
      format: 'export',
      items: [],
      groups: [
        { name: 'Gaming', color: 'teal', channels: ['UCa'], existing: true },
        { name: 'Later', color: 'pink', channels: [], existing: false },
      ],
      waiting: null,
    };
    expect(groupsToImport(preview)).toEqual([
      { name: 'Gaming', color: 'teal', channels: ['UCa'] },
      { name: 'Later', color: 'pink', channels: [] },
    ]);
    expect(importGroupsButtonLabel(1)).toBe('Import 1 Group');
    expect(importGroupsButtonLabel(2)).toBe('Import 2 Groups');
  });

  it('names the button', () => {
    expect(importButtonLabel(1)).toBe('Import 1 Channel');
    expect(importButtonLabel(12)).toBe('Import 12 Channels');
  });
});
