import { describe, expect, it } from 'vitest';
import type { AdminSystem } from '@channel-countdown/contract';
import { checkState, checksSummary, uptimeIn } from './system';

const system = (checks: AdminSystem['health']['checks']): AdminSystem => ({
  health: { percent: 0, checks, uptimeSeconds: 0 },
  youtube: { unitsSpentToday: null, unitsLeftToday: null, dailyQuota: null },
  load: { eventLoopPercent: 0, cpuPercent: 0 },
  history: null,
});

describe("the admin view's system figures", () => {
  it('counts the checks in use and the failing ones; a skipped check is neither', () => {
    const mixed = system([
      { name: 'database', status: 'ok' },
      { name: 'redis', status: 'failing' },
      { name: 'migrations', status: 'ok' },
      { name: 'renderer', status: 'skipped' },
    ]);
    expect(checksSummary(mixed)).toEqual({ used: 3, failing: 1 });
    expect(checkState(mixed, 'redis')).toBe('failing');
    expect(checkState(mixed, 'database')).toBe('ok');
    expect(checkState(mixed, 'renderer')).toBeUndefined();
  });

  it('says the uptime in its largest whole unit', () => {
    expect(uptimeIn(59)).toEqual({ unit: 'minutes', value: 0 });
    expect(uptimeIn(3599)).toEqual({ unit: 'minutes', value: 59 });
    expect(uptimeIn(3600)).toEqual({ unit: 'hours', value: 1 });
    expect(uptimeIn(86_399)).toEqual({ unit: 'hours', value: 23 });
    expect(uptimeIn(3 * 86_400 + 7200)).toEqual({ unit: 'days', value: 3 });
  });
});
