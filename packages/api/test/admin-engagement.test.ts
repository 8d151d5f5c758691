import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engagementScore, engagementScoreSql, recencyPoints } from '../src/domain/engagement/engagement.js';
import { createTestDatabase, databases, type TestDatabase } from './support/databases.js';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3600_000);

describe('engagement score', () => {
  it('is 0 for a user who never did anything', () => {
    expect(engagementScore({ channels: 0, activeTimers: 0, notes: 0, lastActivityAt: null }, now)).toBe(0);
  });

  it('reaches 100 for a fully engaged user and never more', () => {
    expect(engagementScore({ channels: 5, activeTimers: 5, notes: 10, lastActivityAt: ago(1) }, now)).toBe(
      100,
    );
    expect(engagementScore({ channels: 500, activeTimers: 500, notes: 9999, lastActivityAt: now }, now)).toBe(
      100,
    );
  });

  it('adds the documented points per part', () => {
    expect(engagementScore({ channels: 1, activeTimers: 0, notes: 0, lastActivityAt: null }, now)).toBe(6);
    expect(engagementScore({ channels: 0, activeTimers: 2, notes: 0, lastActivityAt: null }, now)).toBe(12);
    expect(engagementScore({ channels: 0, activeTimers: 0, notes: 3, lastActivityAt: null }, now)).toBe(6);
    expect(engagementScore({ channels: 2, activeTimers: 1, notes: 4, lastActivityAt: ago(48) }, now)).toBe(
      12 + 6 + 8 + 12,
    );
  });

  it('gives recency points by age of the last activity', () => {
    expect(recencyPoints(ago(0), now)).toBe(20);
    expect(recencyPoints(ago(24), now)).toBe(20);
    expect(recencyPoints(ago(25), now)).toBe(12);
    expect(recencyPoints(ago(7 * 24), now)).toBe(12);
    expect(recencyPoints(ago(8 * 24), now)).toBe(5);
    expect(recencyPoints(ago(30 * 24), now)).toBe(5);
    expect(recencyPoints(ago(31 * 24), now)).toBe(0);
    expect(recencyPoints(new Date('invalid'), now)).toBe(0);
  });

  it('stays within 0–100 whatever the counts', () => {
    for (const channels of [0, 1, 3, 7, 100]) {
      for (const notes of [0, 5, 50]) {
        const score = engagementScore(
          { channels, activeTimers: channels, notes, lastActivityAt: ago(notes) },
          now,
        );
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        expect(Number.isInteger(score)).toBe(true);
      }
    }
  });
});

describe.each(databases)('engagementScoreSql on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrated: false });
    await database.db.schema.createTable('engagement_samples', (t) => {
      t.integer('id').primary();
      t.integer('channels').notNullable();
      t.integer('active').notNullable();
      t.integer('notes').notNullable();
      t.timestamp('last_activity_at', { useTz: true }).nullable();
    });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('gives the same score as engagementScore on sample rows, at every band edge', async () => {
    const hour = 3600_000;
    const ages = [null, 0, 24, 24.0001, 7 * 24, 7 * 24 + 0.001, 30 * 24, 30 * 24 + 0.001, 400, -5];
    const samples = ages.flatMap((age, a) =>
      [
        [0, 0, 0],
        [1, 1, 1],
        [4, 5, 9],
        [5, 6, 10],
        [9, 0, 11],
        [2, 3, 40],
      ].map(([channels, active, notes], c) => ({
        id: a * 10 + c + 1,
        channels: channels!,
        active: active!,
        notes: notes!,
        last_activity_at: age === null ? null : new Date(now.getTime() - Math.round(age * hour)),
      })),
    );
    await database.db.batchInsert('engagement_samples', samples, 50);
    const score = engagementScoreSql(
      { channels: 'channels', activeTimers: 'active', notes: 'notes', lastActivityAt: 'last_activity_at' },
      now,
    );
    const rows = (await database
      .db('engagement_samples')
      .select('id', database.db.raw(`${score.sql} as score`, score.bindings))
      .orderBy('id')) as Array<{ id: number; score: unknown }>;
    expect(rows).toHaveLength(samples.length);
    for (const [index, row] of rows.entries()) {
      const sample = samples[index]!;
      const expected = engagementScore(
        {
          channels: sample.channels,
          activeTimers: sample.active,
          notes: sample.notes,
          lastActivityAt: sample.last_activity_at,
        },
        now,
      );
      expect(Number(row.score), JSON.stringify(sample)).toBe(expected);
    }
  });
});
