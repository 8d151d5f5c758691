import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

/**
 * Settings as stored: each section checked against the contract (a section stored by an older version, or
 * missing, falls back to its defaults rather than failing the read).
 */
function parseStored(data: unknown): Settings {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(String(data)) as Record<string, unknown>;
  } catch {
    return DEFAULT_SETTINGS;
  }
  const section = <K extends keyof Settings>(key: K): Settings[K] => {
    const parsed = settingsSchema.shape[key].safeParse(stored[key]);
    return parsed.success ? (parsed.data as Settings[K]) : DEFAULT_SETTINGS[key];
  };
  return {
    notifications: section('notifications'),
    timers: section('timers'),
    privacy: section('privacy'),
    appearance: section('appearance'),
  };
}

/** The user's settings: the defaults until saved. */
export async function getSettings(db: Db | Knex.Transaction, userId: number): Promise<Settings> {
  const row = await db('user_settings').where('user_id', userId).first('data');
  return row ? parseStored(row.data) : DEFAULT_SETTINGS;
}

/** Several users' settings in one query (the scheduler's batches). */
export async function getSettingsOf(db: Db, userIds: number[]): Promise<Map<number, Settings>> {
  const rows: Array<{ user_id: number; data: unknown }> =
    userIds.length === 0
      ? []
      : await db('user_settings').whereIn('user_id', userIds).select('user_id', 'data');
  const stored = new Map(rows.map((row) => [row.user_id, parseStored(row.data)]));
  return new Map(userIds.map((id) => [id, stored.get(id) ?? DEFAULT_SETTINGS]));
}

export async function saveSettings(db: Db, userId: number, settings: Settings, now: Date): Promise<Settings> {
  await db('user_settings')
    .insert({
      user_id: userId,
      data: JSON.stringify(settings),
      auto_refresh: settings.timers.autoRefresh,
      updated_at: now,
    })
    .onConflict('user_id')
    .merge(['data', 'auto_refresh', 'updated_at']);
  return settings;
}
