import {
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  GROUPS_MAX,
  groupNameKey,
  sortGroups,
  TOO_MANY_GROUPS,
  type Group,
  type GroupColor,
} from '@channel-countdown/contract';
import type { Db } from '../../db/knex.js';
import { isUniqueViolation } from '../../db/rows.js';
import { conflict, notFound } from '../../errors.js';
import { findOwnChannel, ownedChannelIds } from '../channels/ownership.js';
import { groupDto } from './presenter.js';

/**
 * A user's channel groups. A group belongs to its user (channel_groups.user_id): every read and write
 * narrows by it, so another user's group answers like a missing one (404). A group holds only its user's
 * channels: memberships are written through the channel ownership policy (findOwnChannel) and read joined
 * to the user's channels.
 */

type Executor = Db;

/** The user's groups: `channel_groups` narrowed to their rows. */
export const ownedGroups = (db: Executor, userId: number) =>
  db('channel_groups').where('channel_groups.user_id', userId);

async function findOwnGroup(db: Executor, userId: number, id: number): Promise<Record<string, unknown>> {
  const row = (await ownedGroups(db, userId).where('channel_groups.id', id).first()) as
    Record<string, unknown> | undefined;
  if (!row) throw notFound(GROUP_NOT_FOUND);
  return row;
}

/** The group `id` of the user, for a filter (analytics): its channels' ids, or a 404. */
export async function ownGroupChannelIds(db: Db, userId: number, id: number): Promise<number[]> {
  await findOwnGroup(db, userId, id);
  return membersOf(db, userId, [id]).then((members) => members.get(id) ?? []);
}

/** The channel ids of each group, only the user's channels. */
async function membersOf(db: Executor, userId: number, groupIds: number[]): Promise<Map<number, number[]>> {
  const members = new Map<number, number[]>();
  if (groupIds.length === 0) return members;
  const rows = (await db('channel_group_members')
    .whereIn('group_id', groupIds)
    .whereIn('channel_id', ownedChannelIds(db, userId))
    .select('group_id', 'channel_id')) as { group_id: number; channel_id: number }[];
  for (const row of rows) {
    const list = members.get(Number(row.group_id)) ?? [];
    list.push(Number(row.channel_id));
    members.set(Number(row.group_id), list);
  }
  return members;
}

/** The user's groups with their channels, by name. */
export async function listGroups(db: Executor, userId: number): Promise<Group[]> {
  const rows = (await ownedGroups(db, userId).select('*')) as Record<string, unknown>[];
  const members = await membersOf(
    db,
    userId,
    rows.map((row) => Number(row.id)),
  );
  return sortGroups(rows.map((row) => groupDto(row, members.get(Number(row.id)) ?? [])));
}

/** Another of the user's groups has this name (case aside)? */
async function nameTaken(db: Executor, userId: number, name: string, exceptId?: number): Promise<boolean> {
  const query = ownedGroups(db, userId).where('name_key', groupNameKey(name));
  if (exceptId !== undefined) query.whereNot('id', exceptId);
  return Boolean(await query.first('id'));
}

/** Two requests naming the same group at once: the unique index refuses the second, answered as a clash. */
export async function unlessNameClash<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(GROUP_NAME_TAKEN);
    throw error;
  }
}

export interface NewGroup {
  name: string;
  color: GroupColor;
}

/** Makes an empty group; 409 when the name is taken or the user has GROUPS_MAX groups. */
export async function createGroup(db: Db, userId: number, input: NewGroup, now: Date): Promise<Group> {
  return unlessNameClash(() =>
    db.transaction(async (trx) => {
      const held = await ownedGroups(trx, userId).count({ n: '*' }).first();
      if (Number(held?.n ?? 0) >= GROUPS_MAX) throw conflict(TOO_MANY_GROUPS);
      if (await nameTaken(trx, userId, input.name)) throw conflict(GROUP_NAME_TAKEN);
      const [row] = (await trx('channel_groups')
        .insert({
          user_id: userId,
          name: input.name,
          name_key: groupNameKey(input.name),
          color: input.color,
          created_at: now,
        })
        .returning('*')) as Record<string, unknown>[];
      return groupDto(row!, []);
    }),
  );
}

/**
 * The groups an import recreates, inside the import's transaction: a group whose name (case aside) the user
 * already has is joined as it is (its colour kept), any other is made with the file's colour. Answers each
 * one's id, in the order given; 409 when the new ones would take the user past GROUPS_MAX (nothing is made).
 */
export async function joinOrMakeGroups(
  trx: Executor,
  userId: number,
  groups: readonly NewGroup[],
  now: Date,
): Promise<number[]> {
  const held = (await ownedGroups(trx, userId).select('id', 'name_key')) as {
    id: number;
    name_key: string;
  }[];
  const idOf = new Map(held.map((row) => [row.name_key, Number(row.id)]));
  const fresh = groups.filter((group) => !idOf.has(groupNameKey(group.name)));
  if (held.length + fresh.length > GROUPS_MAX) throw conflict(TOO_MANY_GROUPS);
  for (const group of fresh) {
    const [row] = (await trx('channel_groups')
      .insert({
        user_id: userId,
        name: group.name,
        name_key: groupNameKey(group.name),
        color: group.color,
        created_at: now,
      })
      .returning('id')) as Array<{ id: number } | number>;
    idOf.set(groupNameKey(group.name), Number(typeof row === 'number' ? row : row!.id));
  }
  return groups.map((group) => idOf.get(groupNameKey(group.name))!);
}

/** Renames and/or recolours one of the user's groups. */
export async function updateGroup(
  db: Db,
  userId: number,
  id: number,
  input: Partial<NewGroup>,
): Promise<Group> {
  return unlessNameClash(() =>
    db.transaction(async (trx) => {
      await findOwnGroup(trx, userId, id);
      const changes: Record<string, unknown> = {};
      if (input.name !== undefined) {
        if (await nameTaken(trx, userId, input.name, id)) throw conflict(GROUP_NAME_TAKEN);
        changes.name = input.name;
        changes.name_key = groupNameKey(input.name);
      }
      if (input.color !== undefined) changes.color = input.color;
      await ownedGroups(trx, userId).where('id', id).update(changes);
      const row = await findOwnGroup(trx, userId, id);
      const members = await membersOf(trx, userId, [id]);
      return groupDto(row, members.get(id) ?? []);
    }),
  );
}

/** Deletes one of the user's groups; its channels stay. */
export async function deleteGroup(db: Db, userId: number, id: number): Promise<void> {
  const deleted = await ownedGroups(db, userId).where('id', id).delete();
  if (deleted === 0) throw notFound(GROUP_NOT_FOUND);
}

/**
 * Puts the user's channel in exactly the groups listed (all of them the user's: any other id answers 404 and
 * changes nothing). Answers the user's groups as they now stand.
 */
export async function setChannelGroups(
  db: Db,
  userId: number,
  channelId: number,
  groupIds: readonly number[],
): Promise<Group[]> {
  return db.transaction(async (trx) => {
    await findOwnChannel(trx, userId, channelId);
    if (groupIds.length > 0) {
      const found = (await ownedGroups(trx, userId).whereIn('id', groupIds).pluck('id')) as number[];
      if (found.length !== groupIds.length) throw notFound(GROUP_NOT_FOUND);
    }
    await trx('channel_group_members').where('channel_id', channelId).delete();
    if (groupIds.length > 0)
      await trx('channel_group_members').insert(
        groupIds.map((groupId) => ({ group_id: groupId, channel_id: channelId })),
      );
    return listGroups(trx, userId);
  });
}
