import { describe, expect, it } from 'vitest';
import { ANY_READER, pageReadsFor, readQueryKey } from './pageReads.js';
import { paths } from './paths.js';

describe('pageReadsFor', () => {
  it("gives a signed-in page the session check, the layout's reads and its screen's own", () => {
    for (const pathname of ['/', '/dashboard']) {
      expect(pageReadsFor(pathname, { role: 'user' })).toEqual({
        session: [paths.user],
        layout: [paths.notifications, paths.settings],
        page: [paths.channels, paths.dashboardStats, paths.groups],
      });
    }
    expect(pageReadsFor('/timers', { role: 'user' }).page).toEqual([
      paths.channels,
      paths.activeTimers,
      paths.groups,
    ]);
    // A channel's page reads that channel's sections, its figures' history and gains over the range it opens on.
    expect(pageReadsFor('/channels/12', { role: 'user' }).page).toEqual([
      paths.channels,
      '/api/channels/12/history?range=30d',
      '/api/channels/12/milestones',
      '/api/channels/12/gains?range=30d',
      '/api/channels/12/uploads',
      '/api/channels/12/changes',
      '/api/channels/12/cycles',
    ]);
    expect(pageReadsFor('/admin', { role: 'admin' }).page).toEqual([paths.adminStats, paths.adminSystem]);
    expect(pageReadsFor('/settings', { role: 'user' })).toMatchObject({
      layout: [paths.notifications, paths.settings],
      page: [],
    });
  });

  it('gives a page outside the layout only the session check', () => {
    for (const pathname of ['/auth', '/signin', '/no/such/page', '/channels/abc', '/dashboard/x']) {
      expect(pageReadsFor(pathname, ANY_READER), pathname).toEqual({
        session: [paths.user],
        layout: [],
        page: [],
      });
    }
  });

  it("keeps an administrator's page's own reads from anyone else, who would only be refused them", () => {
    for (const reader of [{ role: 'user' }, null]) {
      expect(pageReadsFor('/admin', reader)).toEqual({
        session: [paths.user],
        layout: [paths.notifications, paths.settings],
        page: [],
      });
    }
    expect(pageReadsFor('/admin', ANY_READER).page).toEqual([paths.adminStats, paths.adminSystem]);
  });
});

describe('readQueryKey', () => {
  it("keys a read's answer by its path, then its query's values in order", () => {
    expect(readQueryKey(paths.channels)).toEqual([paths.channels]);
    expect(readQueryKey('/api/channels/12/history?range=30d')).toEqual(['/api/channels/12/history', '30d']);
    expect(readQueryKey('/api/compare?channels=3%2C7&metric=views')).toEqual([
      '/api/compare',
      '3,7',
      'views',
    ]);
  });
});
