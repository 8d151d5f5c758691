import { describe, expect, it } from 'vitest';

describe('one formatter for every screen', () => {
  it("no screen keeps a formatter of its own, nor adds the '≈' itself (the contract's subscriberText)", async () => {
    const sources = import.meta.glob('../../**/*.{ts,tsx}', {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('.test.ts') && !path.includes('/contract/'))
      .filter(([, text]) =>
        /\/\s*1_?000\)\.toFixed|subscribersInThousands|approximately\(formatSubscribers\(/.test(String(text)),
      )
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
