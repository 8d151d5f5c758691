import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@channel-countdown/contract';
import { USER_SORTS, selectUsers, type UserSort } from './usersList';

let nextId = 1;
function user(overrides: Partial<AdminUser> & { username: string }): AdminUser {
  return {
    id: nextId++,
    email: `${overrides.username}@example.com`,
    role: 'user',
    isActive: true,
    createdAt: '2026-01-01T00:00:00Z',
    lastActivityAt: null,
    engagementScore: 50,
    channelsCount: 0,
    timersCount: 0,
    activeTimersCount: 0,
    notesCount: 0,
    ...overrides,
  };
}

const root = user({
  username: 'root',
  role: 'admin',
  createdAt: '2025-01-01T00:00:00Z',
  engagementScore: 10,
  channelsCount: 0,
  lastActivityAt: '2026-11-01T00:00:00Z',
});
const ops = user({
  username: 'ops_lead',
  role: 'admin',
  createdAt: '2026-06-01T00:00:00Z',
  engagementScore: 70,
  channelsCount: 1,
  lastActivityAt: null,
});
const alice = user({
  username: 'alice',
  createdAt: '2026-03-01T00:00:00Z',
  engagementScore: 92,
  channelsCount: 5,
  lastActivityAt: '2026-11-20T00:00:00Z',
});
const bob = user({
  username: 'Bob_Builds',
  email: 'bob@Studio.io',
  createdAt: '2026-09-01T00:00:00Z',
  engagementScore: 80,
  channelsCount: 2,
  isActive: false,
  lastActivityAt: '2026-10-01T00:00:00Z',
});
const carol = user({
  username: 'carol',
  email: null,
  createdAt: '2026-05-01T00:00:00Z',
  engagementScore: 79,
  channelsCount: 9,
  lastActivityAt: 'garbage',
});
const users = [alice, root, bob, carol, ops];

const names = (list: AdminUser[]) => list.map((u) => u.username);
const all = { search: '', filter: 'all' as const };

describe('selectUsers: sorts, admins always first', () => {
  const expected: Record<UserSort, string[]> = {
    created_desc: ['ops_lead', 'root', 'Bob_Builds', 'carol', 'alice'],
    created_asc: ['root', 'ops_lead', 'alice', 'carol', 'Bob_Builds'],
    engagement_desc: ['ops_lead', 'root', 'alice', 'Bob_Builds', 'carol'],
    engagement_asc: ['root', 'ops_lead', 'carol', 'Bob_Builds', 'alice'],
    channels_desc: ['ops_lead', 'root', 'carol', 'alice', 'Bob_Builds'],
    // Never-active (null) and unreadable dates sort last.
    activity_desc: ['root', 'ops_lead', 'alice', 'Bob_Builds', 'carol'],
  };

  it.each(USER_SORTS.map((sort) => sort.id))('%s', (sort) => {
    expect(names(selectUsers(users, { ...all, sort }))).toEqual(expected[sort]);
  });

  it('does not reorder its input', () => {
    const input = [...users];
    selectUsers(input, { ...all, sort: 'engagement_desc' });
    expect(input).toEqual(users);
  });
});

describe('selectUsers: filters', () => {
  const sort = 'created_desc' as const;
  it.each([
    ['all', ['ops_lead', 'root', 'Bob_Builds', 'carol', 'alice']],
    ['active', ['ops_lead', 'root', 'carol', 'alice']],
    ['inactive', ['Bob_Builds']],
    ['admin', ['ops_lead', 'root']],
    // at least 80: Bob's 80 counts, Carol's 79 does not
    ['high_engagement', ['Bob_Builds', 'alice']],
  ] as const)('%s', (filter, expected) => {
    expect(names(selectUsers(users, { search: '', filter, sort }))).toEqual(expected);
  });
});

describe('selectUsers: search', () => {
  const query = (search: string) =>
    names(selectUsers(users, { search, filter: 'all', sort: 'created_desc' }));

  it('matches the username case-insensitively as a substring', () => {
    expect(query('BOB')).toEqual(['Bob_Builds']);
    expect(query('_LEAD')).toEqual(['ops_lead']);
    expect(query('aro')).toEqual(['carol']);
  });

  it('matches the email case-insensitively and ignores a missing one', () => {
    expect(query('studio.IO')).toEqual(['Bob_Builds']);
    expect(query('example.com')).toEqual(['ops_lead', 'root', 'alice']);
  });

  it('trims the search and treats blank as everyone', () => {
    expect(query('  alice ')).toEqual(['alice']);
    expect(query('   ')).toHaveLength(5);
    expect(query('zzz')).toEqual([]);
  });

  it('combines with a filter', () => {
    expect(names(selectUsers(users, { search: 'o', filter: 'admin', sort: 'created_asc' }))).toEqual([
      'root',
      'ops_lead',
    ]);
  });
});
