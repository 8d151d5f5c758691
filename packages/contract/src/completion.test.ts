import { describe, expect, it } from 'vitest';
import { completionOfAllCycles, completionOfEndedCycles } from './completion.js';

describe('completion rates', () => {
  it('of all cycles: a running cycle counts against it (2 completed of 3 started reads 67)', () => {
    expect(completionOfAllCycles({ completed: 2, total: 3 })).toBe(67);
    expect(completionOfAllCycles({ completed: 3, total: 3 })).toBe(100);
    expect(completionOfAllCycles({ completed: 0, total: 4 })).toBe(0);
  });

  it('of ended cycles: only completed and deleted cycles count (2 completed, none deleted reads 100)', () => {
    expect(completionOfEndedCycles({ completed: 2, deleted: 0 })).toBe(100);
    expect(completionOfEndedCycles({ completed: 2, deleted: 1 })).toBe(67);
    expect(completionOfEndedCycles({ completed: 0, deleted: 3 })).toBe(0);
  });

  it('the same channel reads differently by each, which is why each has its own name', () => {
    // Three cycles: two completed, one running — nothing deleted.
    expect(completionOfAllCycles({ completed: 2, total: 3 })).not.toBe(
      completionOfEndedCycles({ completed: 2, deleted: 0 }),
    );
  });

  it('is null when there is nothing to divide by, never 0 or NaN', () => {
    expect(completionOfAllCycles({ completed: 0, total: 0 })).toBeNull();
    expect(completionOfEndedCycles({ completed: 0, deleted: 0 })).toBeNull();
  });

  it('rounds to a whole percent and never passes 100', () => {
    expect(completionOfAllCycles({ completed: 1, total: 3 })).toBe(33);
    expect(completionOfAllCycles({ completed: 5, total: 4 })).toBe(100);
    expect(completionOfEndedCycles({ completed: 1, deleted: 7 })).toBe(13);
  });
});
