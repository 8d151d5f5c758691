import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/knex.js';
import { findTimers, insertTimer } from '../src/domain/timers/records.js';
import {
  cycleState,
  isCompletedCycle,
  isCountingDown,
  isCurrentActive,
  isInProgress,
  isRunningCycle,
  type CycleTimer,
} from '@channel-countdown/contract';
import {
  activeTimerSql,
  completedCycleSql,
  countingDownSql,
  currentActiveSql,
  cycleStateSql,
  runningCycleSql,
} from '../src/domain/cycles/cycle.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';
import { createChannel, createUser } from './support/factories.js';

const now = new Date('2026-11-20T12:00:00.000Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 24 * 60 * 60 * 1000;

const counting = { isActive: true, isPaused: false, pausedAt: null, isCurrent: true, deletedAt: null };

/** Every combination the columns can take that the app writes or keeps, each on its own channel. */
const cases: Record<string, CycleTimer> = {
  'counting down, end ahead': { ...counting, startTime: at(-DAY), endTime: at(DAY) },
  'counting down, end exactly now': { ...counting, startTime: at(-DAY), endTime: now },
  'counting down, end a millisecond ahead': { ...counting, startTime: at(-DAY), endTime: at(1) },
  'ended while counting down': { ...counting, startTime: at(-8 * DAY), endTime: at(-DAY) },
  'paused, end ahead': {
    ...counting,
    isPaused: true,
    pausedAt: at(-1),
    startTime: at(-DAY),
    endTime: at(DAY),
  },
  'paused past its end': {
    ...counting,
    isPaused: true,
    pausedAt: at(-2 * DAY),
    startTime: at(-8 * DAY),
    endTime: at(-DAY),
  },
  'deleted before its end': {
    ...counting,
    isCurrent: false,
    isActive: false,
    deletedAt: at(-DAY),
    startTime: at(-2 * DAY),
    endTime: at(DAY),
  },
  'deleted after its end': {
    ...counting,
    isCurrent: false,
    isActive: false,
    deletedAt: at(-DAY),
    startTime: at(-9 * DAY),
    endTime: at(-2 * DAY),
  },
  'deleted exactly at its end': {
    ...counting,
    isCurrent: false,
    isActive: false,
    deletedAt: at(-DAY),
    startTime: at(-8 * DAY),
    endTime: at(-DAY),
  },
  'replaced after completing (history)': {
    ...counting,
    isCurrent: false,
    startTime: at(-9 * DAY),
    endTime: at(-2 * DAY),
  },
  'inactive current': { ...counting, isActive: false, startTime: at(-DAY), endTime: at(DAY) },
};

/** What each TypeScript rule (the contract's) says of a timer at `now`. */
const typescriptRules = (timer: CycleTimer) => ({
  currentActive: isCurrentActive(timer),
  running: isInProgress(timer, now),
  activeTimer: isRunningCycle(timer, now),
  countingDown: isCountingDown(timer),
  completed: isCompletedCycle(timer, now),
  state: cycleState(timer, now),
});

describe.each(databases)('cycle rules: each SQL fragment agrees with its TypeScript twin on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  const ids = new Map<number, string>();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.db;
    const user = await createUser(db);
    for (const [name, timer] of Object.entries(cases)) {
      const channel = await createChannel(db, user.id, now, { timer: false });
      await insertTimer(db, channel.id, timer, now);
      const [stored] = await findTimers(db, (query) => query.where('channel_id', channel.id));
      ids.set(stored!.id, name);
    }
  });
  afterAll(async () => {
    await database.drop();
  });

  it('answers like the TypeScript rules for every case', async () => {
    const rows = (await db('timers').select(
      'id',
      db.raw(`case when ${currentActiveSql('timers')} then 1 else 0 end as current_active`),
      db.raw(`case when ${runningCycleSql('timers')} then 1 else 0 end as running`, [now]),
      db.raw(`case when ${activeTimerSql('timers')} then 1 else 0 end as active_timer`, [now]),
      db.raw(`case when ${countingDownSql('timers')} then 1 else 0 end as counting_down`),
      db.raw(`case when ${completedCycleSql('timers')} then 1 else 0 end as completed`, [now]),
      db.raw(`${cycleStateSql('timers')} as state`, [now, now]),
    )) as Record<string, unknown>[];
    const timers = new Map((await findTimers(db, (query) => query)).map((timer) => [timer.id, timer]));

    expect(rows).toHaveLength(Object.keys(cases).length);
    for (const row of rows) {
      const name = ids.get(Number(row.id))!;
      const sql = {
        currentActive: Number(row.current_active) === 1,
        running: Number(row.running) === 1,
        activeTimer: Number(row.active_timer) === 1,
        countingDown: Number(row.counting_down) === 1,
        completed: Number(row.completed) === 1,
        state: row.state,
      };
      // The stored row read back, so both sides judge the same values (dates as the database keeps them).
      expect({ name, ...sql }).toEqual({ name, ...typescriptRules(timers.get(Number(row.id))!) });
    }
  });

  it('covers every state and both answers of each rule (the table would prove nothing otherwise)', () => {
    const judged = Object.values(cases).map(typescriptRules);
    expect(new Set(judged.map((rule) => rule.state))).toEqual(
      new Set(['running', 'paused', 'completed', 'deleted']),
    );
    for (const rule of ['currentActive', 'running', 'activeTimer', 'countingDown', 'completed'] as const)
      expect(new Set(judged.map((answer) => answer[rule]))).toEqual(new Set([true, false]));
  });
});
