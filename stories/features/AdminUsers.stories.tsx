import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { AdminScreen } from '@channel-countdown/features/admin';
import {
  adminDeletePendingHandlers,
  adminEmptyHandlers,
  adminLoadingHandlers,
  adminMutationErrorHandlers,
  resetAdminMocks,
} from '@channel-countdown/features/mocks';
import { adminMeta, eventually, LOAD, openAdminTab, withAdminHandlers } from './adminStories';

/**
 * The Users tab of /admin on the stateful admin mocks: 36 accounts, 3 of them administrators, 4
 * deactivated. Every story starts from a fresh copy of the fixtures.
 */
const meta = {
  title: 'Features/Admin/Users',
  ...adminMeta,
  parameters: { ...adminMeta.parameters }, // written out: see adminMeta
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const ADMINS = ['admin_alex', 'mod_sarah', 'ops_lee'];

// Rows are found by their aria-label with plain selectors: role queries over a 36-row table are slow.
const rowElements = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLTableRowElement>('tbody tr[aria-label]'));

/** The usernames of the table's rows, top to bottom. */
const rowNames = (canvasElement: HTMLElement) =>
  rowElements(canvasElement).map((row) => row.getAttribute('aria-label'));

function row(canvasElement: HTMLElement, username: string) {
  const element = rowElements(canvasElement).find(
    (candidate) => candidate.getAttribute('aria-label') === username,
  );
  if (!element) throw new Error(`No row for ${username}`);
  return within(element);
}

async function openUsersTab(canvasElement: HTMLElement, { waitForRows = true } = {}) {
  const canvas = await openAdminTab(canvasElement, 'Users');
  if (waitForRows) await eventually(() => row(canvasElement, 'techwithtara'));
  return canvas;
}

/** Scoped, selector-based lookups: role queries across the whole 36-row page are too slow. */
async function popup(role: 'listbox' | 'menu' | 'alertdialog' | 'dialog') {
  return within(
    await waitFor(
      () =>
        document.querySelector<HTMLElement>(`[role="${role}"]`) ?? Promise.reject(new Error(`no ${role}`)),
      LOAD,
    ),
  );
}

async function choose(canvasElement: HTMLElement, select: 'filter' | 'sort', option: string) {
  const toolbar = within(canvasElement.querySelector<HTMLElement>('[data-users-toolbar]')!);
  await userEvent.click(toolbar.getByRole('button', { name: select === 'filter' ? /Filter/ : /Sort by/ }));
  await userEvent.click((await popup('listbox')).getByRole('option', { name: option }));
}

async function openRowMenu(canvasElement: HTMLElement, username: string) {
  await userEvent.click(
    row(canvasElement, username).getByRole('button', { name: `Actions for ${username}` }),
  );
  return popup('menu');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement);
    const head = within(canvasElement.querySelector('thead')!);
    for (const column of ['User', 'Role', 'Status', 'Engagement & Activity', 'Last Activity', 'Actions']) {
      await expect(head.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expect(canvas.getByText('36 of 36')).toBeVisible();
    await expect(canvas.getByPlaceholderText('Search by username or email...')).toBeVisible();
    // Newest First by default, administrators ahead of everyone.
    await expect(rowNames(canvasElement).slice(0, 4)).toEqual([
      'ops_lee',
      'mod_sarah',
      'admin_alex',
      'fresh_fay',
    ]);
  },
};

/** Each row's marks: crown, pulsing dot, email or its fallback, role, status, engagement, counts, activity. */
export const RowMarks: Story = {
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const admin = row(canvasElement, 'admin_alex');
    await expect(admin.getByRole('img', { name: 'Administrator' })).toBeInTheDocument();
    await expect(admin.getByRole('img', { name: 'Active now' })).toBeInTheDocument();
    await expect(admin.getByText('Admin')).toBeVisible();
    await expect(admin.getByText('Just now')).toBeVisible();

    const tara = row(canvasElement, 'techwithtara');
    await expect(tara.getByText('tara@tarabuilds.io')).toBeVisible();
    await expect(tara.getByText('High')).toBeVisible();
    await expect(tara.getByText('92')).toBeVisible();
    await expect(tara.getByText('2 channels · 2/2 timers · 3 notes')).toBeVisible();
    await expect(tara.queryByRole('img', { name: 'Administrator' })).toBeNull();

    const finn = row(canvasElement, 'fishing_finn');
    await expect(finn.getByText('Inactive')).toBeVisible();
    await expect(finn.getByText('Never')).toBeVisible();
    await expect(finn.queryByRole('img', { name: 'Active now' })).toBeNull();

    await expect(row(canvasElement, 'ops_lee').getByText('No email provided')).toBeVisible();
    await expect(row(canvasElement, 'mod_sarah').getByText('3 h ago')).toBeVisible();
    await expect(row(canvasElement, 'artsy_alex').getByText('4 d ago')).toBeVisible();
    await expect(row(canvasElement, 'science_sam').getByText('2 w ago')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: withAdminHandlers(adminLoadingHandlers),
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement, { waitForRows: false });
    await expect(await canvas.findAllByTestId('user-skeleton-row')).toHaveLength(5);
  },
};

export const Empty: Story = {
  parameters: withAdminHandlers(adminEmptyHandlers),
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement, { waitForRows: false });
    await expect(await canvas.findByText('No users match your search or filter.', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('0 of 0')).toBeVisible();
  },
};

export const SearchByUsernameOrEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement);
    const search = canvas.getByPlaceholderText('Search by username or email...');
    await userEvent.click(search);
    await userEvent.paste('GMAIL');
    await eventually(() => expect(canvas.getByText('8 of 36')).toBeVisible());
    await expect(rowNames(canvasElement)).toContain('gamingmax');
    await expect(rowNames(canvasElement)).not.toContain('techwithtara');

    await userEvent.clear(search);
    await userEvent.paste('Chef');
    await eventually(() => expect(canvas.getByText('0 of 36')).toBeVisible());

    await userEvent.clear(search);
    await userEvent.paste('tara');
    await eventually(() => expect(rowNames(canvasElement)).toEqual(['techwithtara']));
  },
};

type Names = (string | null)[];

/** One story per filter: pick it, check the count badge and the rows. */
function filterStory(option: string, count: number, check: (names: Names) => void, from?: string): Story {
  return {
    play: async ({ canvasElement }) => {
      const canvas = await openUsersTab(canvasElement);
      // 'All Users' is the default, so its story first narrows the list and then widens it again.
      if (from) await choose(canvasElement, 'filter', from);
      await choose(canvasElement, 'filter', option);
      await eventually(() => expect(canvas.getByText(`${count} of 36`)).toBeVisible());
      check(rowNames(canvasElement));
    },
  };
}

export const FilterAll = filterStory(
  'All Users',
  36,
  (names) => expect(names.slice(0, 3)).toEqual(['ops_lee', 'mod_sarah', 'admin_alex']),
  'Inactive',
);
export const FilterActive = filterStory('Active', 32, (names) => {
  expect(names).not.toContain('fishing_finn');
  expect(names.slice(0, 3)).toEqual(['ops_lee', 'mod_sarah', 'admin_alex']);
});
export const FilterInactive = filterStory('Inactive', 4, (names) =>
  expect(names).toEqual(['fishing_finn', 'cryptocarl', 'garden_gwen', 'budget_bella']),
);
export const FilterAdministrators = filterStory('Administrators', 3, (names) =>
  expect(names).toEqual(['ops_lee', 'mod_sarah', 'admin_alex']),
);
export const FilterHighEngagement = filterStory('High Engagement', 9, (names) =>
  // Score 80 and above: cookingwithkim's 80 counts; fitness_frank's 79 does not.
  expect(names).toEqual([
    'mod_sarah',
    'admin_alex',
    'yoga_yara',
    'coder_kai',
    'makeup_mia',
    'bookish_beth',
    'cookingwithkim',
    'gamingmax',
    'techwithtara',
  ]),
);

/** One story per sort: pick it and check the first rows; administrators lead whatever the sort. */
function sortStory(option: string, firstRows: string[], from?: string): Story {
  return {
    play: async ({ canvasElement }) => {
      await openUsersTab(canvasElement);
      if (from) await choose(canvasElement, 'sort', from);
      await choose(canvasElement, 'sort', option);
      await eventually(() => expect(rowNames(canvasElement).slice(0, firstRows.length)).toEqual(firstRows));
      await expect([...rowNames(canvasElement).slice(0, 3)].sort()).toEqual([...ADMINS].sort());
    },
  };
}

export const SortNewestFirst = sortStory(
  'Newest First',
  ['ops_lee', 'mod_sarah', 'admin_alex', 'fresh_fay', 'quiet_quinn', 'newbie_ned'],
  'Oldest First',
);
export const SortOldestFirst = sortStory('Oldest First', [
  'admin_alex',
  'mod_sarah',
  'ops_lee',
  'techwithtara',
]);
export const SortHighestEngagement = sortStory('Highest Engagement', [
  'admin_alex',
  'mod_sarah',
  'ops_lee',
  'coder_kai',
  'techwithtara',
]);
export const SortLowestEngagement = sortStory('Lowest Engagement', [
  'ops_lee',
  'mod_sarah',
  'admin_alex',
  'fishing_finn',
  'quiet_quinn',
  'cryptocarl',
]);
// Ties (the admins' 0 channels, the 2 channels of four creators) fall back to the newest account first (id).
export const SortMostChannels = sortStory('Most Channels', [
  'ops_lee',
  'mod_sarah',
  'admin_alex',
  'coder_kai',
  'makeup_mia',
  'gamingmax',
  'techwithtara',
]);
// fresh_fay and techwithtara were both active 20 minutes ago: the newer account (higher id) first.
export const SortRecentlyActive = sortStory('Recently Active', [
  'admin_alex',
  'mod_sarah',
  'ops_lee',
  'coder_kai',
  'fresh_fay',
  'techwithtara',
]);

/** 96 accounts: the first 50 come at once, the next page on "Load more" (or when the footer scrolls into view). */
export const LoadMore: Story = {
  beforeEach: () => {
    resetAdminMocks(new Date(), { extraUsers: 60 });
  },
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement);
    await expect(canvas.getByText('96 of 96')).toBeVisible();
    await eventually(() => expect(rowElements(canvasElement)).toHaveLength(50));
    await expect(canvas.getByText('Showing 50 of 96 users')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(rowElements(canvasElement)).toHaveLength(96));
    // The last page: no footer any more, every account listed once.
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    await expect(new Set(rowNames(canvasElement)).size).toBe(96);
    await expect(rowNames(canvasElement).at(-1)).toBe('member_060');
  },
};

/** The row menu's button is an icon: hovering it shows 'Actions' (700 ms). */
export const RowMenuTooltip: Story = {
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const trigger = row(canvasElement, 'techwithtara').getByRole('button', {
      name: 'Actions for techwithtara',
    });
    await userEvent.hover(trigger);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent('Actions');
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    // Still the menu's button.
    await expect(
      (await openRowMenu(canvasElement, 'techwithtara')).getByRole('menuitem', { name: 'Delete User' }),
    ).toBeVisible();
  },
};

export const DeactivateAndReactivate: Story = {
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const tara = () => row(canvasElement, 'techwithtara');
    await expect(tara().getByText('Active')).toBeVisible();

    const menu = await openRowMenu(canvasElement, 'techwithtara');
    for (const item of ['View Details', 'Delete User']) {
      await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
    }
    // No item that does nothing.
    for (const item of ['Send Message', 'Edit User']) {
      await expect(menu.queryByRole('menuitem', { name: item })).toBeNull();
    }
    await userEvent.click(menu.getByRole('menuitem', { name: 'Deactivate User' }));
    await expect(await screen.findByText('User status updated successfully', {}, LOAD)).toBeVisible();
    await eventually(() => expect(tara().getByText('Inactive')).toBeVisible());
    await expect(tara().queryByRole('img', { name: 'Active now' })).toBeNull();

    const again = await openRowMenu(canvasElement, 'techwithtara');
    await userEvent.click(again.getByRole('menuitem', { name: 'Activate User' }));
    await eventually(() => expect(tara().getByText('Active')).toBeVisible());
    // The confirmations still shown close with the user's click, so the picture does not depend on when they expire.
    await expect(await screen.findAllByText('User status updated successfully')).not.toHaveLength(0);
    for (const close of screen.queryAllByRole('button', { name: 'Close' })) await userEvent.click(close);
    await eventually(() => expect(screen.queryByText('User status updated successfully')).toBeNull());
  },
};

export const DeleteUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openUsersTab(canvasElement);
    await expect(canvas.getByText('36 users')).toBeVisible();
    const menu = await openRowMenu(canvasElement, 'gamingmax');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete User' }));

    const dialog = await popup('alertdialog');
    await expect(dialog.getByText('Delete User Account')).toBeVisible();
    await expect(dialog.getByText('gamingmax')).toBeVisible();
    for (const line of [
      'User profile and authentication data',
      '2 channels',
      '2 timers and schedules',
      '3 notes',
    ]) {
      await expect(dialog.getByText(line)).toBeVisible();
    }
    await expect(dialog.getByText(/cannot be undone/)).toBeVisible();
    await expect(dialog.getByText(/deactivating/)).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Delete User' }));
    await expect(await screen.findByText('User deleted successfully', {}, LOAD)).toBeVisible();
    await eventually(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await eventually(() => expect(rowNames(canvasElement)).not.toContain('gamingmax'));
    // The deleted row's menu button is gone: focus is on the list's heading, not the top of the page.
    await eventually(() => expect(canvas.getByRole('heading', { name: 'User Management' })).toHaveFocus());
    await expect(canvas.getByText('35 of 35')).toBeVisible();
    await eventually(() => expect(canvas.getByText('35 users')).toBeVisible());
  },
};

/** Your own row offers no Deactivate or Delete (the server refuses both); View Details opens your details. */
export const OwnRowAndDetails: Story = {
  name: 'Own row: View Details only',
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const menu = await openRowMenu(canvasElement, 'admin_alex');
    await expect(menu.getByRole('menuitem', { name: 'View Details' })).toBeVisible();
    for (const item of ['Deactivate User', 'Activate User', 'Delete User']) {
      await expect(menu.queryByRole('menuitem', { name: item })).toBeNull();
    }
    await userEvent.click(menu.getByRole('menuitem', { name: 'View Details' }));
    const details = await popup('dialog');
    await expect(details.getByRole('heading', { name: 'admin_alex' })).toBeVisible();
    await expect(details.getByText('alex@example.com')).toBeVisible();
    const figures = within(details.getByLabelText('Details of admin_alex'));
    await expect(figures.getByText('Admin')).toBeVisible();
    await expect(figures.getByText('Active')).toBeVisible();
    await expect(figures.getByText('Engagement score').nextElementSibling).toHaveTextContent('96');
  },
};

export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const menu = await openRowMenu(canvasElement, 'musicmaya');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await popup('alertdialog');
    await expect(dialog.getByText('Delete User Account')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await eventually(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(rowNames(canvasElement)).toContain('musicmaya');
  },
};

export const DeletePending: Story = {
  parameters: withAdminHandlers(adminDeletePendingHandlers),
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const menu = await openRowMenu(canvasElement, 'diy_dave');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await popup('alertdialog');
    await expect(dialog.getByText('Delete User Account')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete User' }));
    await expect(await dialog.findByRole('button', { name: 'Deleting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const MutationsFail: Story = {
  parameters: withAdminHandlers(adminMutationErrorHandlers),
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    const menu = await openRowMenu(canvasElement, 'techwithtara');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Deactivate User' }));
    await expect(await screen.findByText('Failed to update user status', {}, LOAD)).toBeVisible();
    await expect(row(canvasElement, 'techwithtara').getByText('Active')).toBeVisible();

    const again = await openRowMenu(canvasElement, 'techwithtara');
    await userEvent.click(again.getByRole('menuitem', { name: 'Delete User' }));
    const dialog = await popup('alertdialog');
    await expect(dialog.getByText('Delete User Account')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete User' }));
    await expect(await screen.findByText('Failed to delete user', {}, LOAD)).toBeVisible();
    await eventually(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    await expect(rowNames(canvasElement)).toContain('techwithtara');
  },
};

/** At 390 px the Users tab fits: the table scrolls inside its card, the search stays in its card, the row menu on screen. */
export const Mobile: Story = {
  name: 'Mobile (390 px): no sideways scrolling',
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await openUsersTab(canvasElement);
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    const search = within(canvasElement)
      .getByRole('searchbox', { name: 'Search users' })
      .getBoundingClientRect();
    const box = canvasElement.querySelector<HTMLElement>('[data-users-card]')!.getBoundingClientRect();
    await expect(search.right).toBeLessThanOrEqual(Math.min(box.right, 390));
    const menu = await openRowMenu(canvasElement, 'techwithtara');
    const rect = (await menu.findByRole('menuitem', { name: 'Delete User' }))
      .closest('[role="menu"]')!
      .getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
