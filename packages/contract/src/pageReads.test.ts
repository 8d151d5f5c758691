import { describe, expect, it } from 'vitest';
import { ANY_READER, pageReadsFor } from './pageReads.js';
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
    expect(pageReadsFor('/channels/12', { role: 'user' }).page).toEqual([paths.channels]);
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
