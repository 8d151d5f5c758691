import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completionOfEndedCycles,
  countTimers,
  cycleEndedAt,
  cycleState,
  type Analytics,
  type CycleTimer,
} from '@channel-countdown/contract';
import type { Db } from '../src/db/knex.js';
import { findTimers, insertTimer } from '../src/domain/timers/records.js';
import { analyticsFor, periodsOf } from '../src/domain/analytics/service.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { createChannel, createUser } from './support/factories.js';

const now = new Date('2026-11-20T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 24 * 60 * 60 * 1000;

const current = { isActive: true, isPaused: false, pausedAt: null, isCurrent: true, deletedAt: null };
const replaced = { ...current, isCurrent: false };
const deleted = (when: number) => ({ ...current, isCurrent: false, isActive: false, deletedAt: at(when) });
/** A cycle of `days` days that started `ago` ms before now. */
const span = (ago: number, days = 7) => ({ startTime: at(-ago), endTime: at(-ago + days * DAY) });

/**
 * Each channel's cycle history: at most one current cycle, the rest replaced or deleted. Between them they
 * hold every state and both sides of the range's edge (30 days), so each figure below can be wrong.
 */
const histories: Record<string, CycleTimer[]> = {
  'running, one completed, one deleted before its end': [
    { ...current, ...span(2 * DAY) },
    { ...replaced, ...span(10 * DAY) },
    { ...deleted(-12 * DAY), ...span(14 * DAY) },
  ],
  'paused past its end, one deleted after its end (so completed)': [
    { ...current, isPaused: true, pausedAt: at(-9 * DAY), ...span(10 * DAY) },
    { ...deleted(-11 * DAY), ...span(20 * DAY) },
  ],
  'completed yesterday, one deleted exactly at its end': [
    { ...current, ...span(8 * DAY) },
    { ...deleted(-13 * DAY), ...span(20 * DAY) },
  ],
  'deleted two days ago, completed 40 days ago (the range before)': [
    { ...deleted(-2 * DAY), ...span(4 * DAY) },
    { ...replaced, ...span(47 * DAY) },
  ],
  'never had a cycle': [],
};

describe.each(databases)(
  "completion rates: the analytics' SQL agrees with the contract's rules on %s",
  (kind) => {
    let database: TestDatabase;
    let db: Db;
    let analytics: Analytics;
    const names = new Map<number, string>();

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      db = database.db;
      const user = await createUser(db);
      for (const [name, cycles] of Object.entries(histories)) {
        const channel = await createChannel(db, user.id, at(-60 * DAY), { timer: false });
        names.set(channel.id, name);
        for (const cycle of cycles) await insertTimer(db, channel.id, cycle, cycle.startTime);
      }
      analytics = await analyticsFor(db, user.id, '30d', now);
    });
    afterAll(async () => {
      await database.drop();
    });

    it("gives each channel and the range the contract's completion of ended cycles, from the same rows", async () => {
      // The stored rows read back, so both sides judge the same values (dates as the database keeps them).
      const timers = await findTimers(db, (query) => query);
      const { current: period } = periodsOf('30d', now);
      const endedIn = (ids: Set<number>) => {
        const counts = { completed: 0, deleted: 0 };
        for (const timer of timers.filter((row) => ids.has(row.channelId))) {
          const state = cycleState(timer, now);
          const endedAt = cycleEndedAt(timer, state);
          if (
            (state === 'completed' || state === 'deleted') &&
            endedAt &&
            endedAt > period.from &&
            endedAt <= now
          )
            counts[state] += 1;
        }
        return counts;
      };

      for (const channel of analytics.channels) {
        const counts = endedIn(new Set([channel.id]));
        const name = names.get(channel.id);
        expect({ name, cycles: channel.cycles, rate: channel.completionRate }).toEqual({
          name,
          cycles: { ...channel.cycles, ...counts },
          rate: completionOfEndedCycles(counts),
        });
      }
      const all = endedIn(new Set(names.keys()));
      expect(analytics.current.cycles).toMatchObject(all);
      expect(analytics.current.completionRate).toBe(completionOfEndedCycles(all));
    });

    it("counts running and paused timers now as the contract's countTimers does", async () => {
      const timers = await findTimers(db, (query) => query);
      const counts = countTimers(timers, now);
      expect(analytics.totals).toMatchObject({
        runningTimers: counts.running,
        pausedTimers: counts.paused,
        runningCycles: counts.running + counts.paused,
      });
    });

    it('covers both answers of every figure (the comparison would prove nothing otherwise)', () => {
      const rates = analytics.channels.map((channel) => channel.completionRate);
      expect(rates).toContain(null);
      expect(rates).toContain(100);
      expect(rates.some((rate) => rate !== null && rate > 0 && rate < 100)).toBe(true);
      expect(rates).toContain(0);
      expect(analytics.totals).toMatchObject({ runningTimers: 1, pausedTimers: 1 });
    });
  },
);
