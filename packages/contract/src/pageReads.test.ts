import { describe, expect, it } from 'vitest';
import { pageReadsFor } from './pageReads.js';
import { paths } from './paths.js';

describe('pageReadsFor', () => {
  it("gives a signed-in page the session check, the layout's reads and its screen's own", () => {
    for (const pathname of ['/', '/dashboard']) {
      expect(pageReadsFor(pathname)).toEqual({
        session: [paths.user],
        layout: [paths.notifications, paths.settings],
        page: [paths.channels, paths.dashboardStats],
      });
    }
    expect(pageReadsFor('/timers').page).toEqual([paths.channels, paths.activeTimers]);
    expect(pageReadsFor('/channels/12').page).toEqual([paths.channels]);
    expect(pageReadsFor('/admin').page).toEqual([paths.adminStats]);
    expect(pageReadsFor('/settings')).toMatchObject({
      layout: [paths.notifications, paths.settings],
      page: [],
    });
  });

  it('gives a page outside the layout only the session check', () => {
    for (const pathname of ['/auth', '/signin', '/no/such/page', '/channels/abc', '/dashboard/x']) {
      expect(pageReadsFor(pathname), pathname).toEqual({ session: [paths.user], layout: [], page: [] });
    }
  });
});
