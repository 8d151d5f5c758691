import { DEFAULT_SETTINGS, settingsSchema, type Settings } from '@channel-countdown/contract';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex.js';

/**
 * The user's settings: the stored object, each section checked against the contract (a section stored by
 * an older version, or missing, falls back to its defaults rather than failing the read).
 */
export async function getSettings(db: Db | Knex.Transaction, userId: number): Promise<Settings> {
  const row = await db('user_settings').where('user_id', userId).first('data');
  if (!row) return DEFAULT_SETTINGS;
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(String(row.data)) as Record<string, unknown>;
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

export async function saveSettings(db: Db, userId: number, settings: Settings, now: Date): Promise<Settings> {
  await db('user_settings')
    .insert({ user_id: userId, data: JSON.stringify(settings), updated_at: now })
    .onConflict('user_id')
    .merge(['data', 'updated_at']);
  return settings;
}
