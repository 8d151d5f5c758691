import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { DashboardScreen } from '@channel-countdown/features/dashboard';
import { NowProvider } from '@channel-countdown/features';
import {
  FIXTURE_NOW,
  createChannelMocks,
  createGroupHandlers,
  groupFixtures,
  handlers,
  manyChannelFixtures,
  type GroupMockOptions,
} from '@channel-countdown/features/mocks';

/** The dashboard at / (its filter area and cards), with the groups' fake given each story's groups. */
function DashboardAtRoot() {
  return (
    <Routes>
      <Route path="/" element={<DashboardScreen />} />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  );
}

const withGroups = (
  options: GroupMockOptions = { groups: groupFixtures },
  route = '/',
  channels = createChannelMocks(),
) => ({
  parameters: {
    route,
    msw: { handlers: { ...handlers, ...channels, groups: createGroupHandlers(options) } },
  },
});

const meta = {
  title: 'Features/Dashboard/Groups',
  component: DashboardAtRoot,
  decorators: [
    (Story) => (
      <NowProvider now={FIXTURE_NOW}>
        <Story />
      </NowProvider>
    ),
  ],
} satisfies Meta<typeof DashboardAtRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const cardCount = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('article').length;

/** No groups yet: a line saying what groups are for, and the button that makes them. */
export const FilterWithoutGroups: Story = {
  ...withGroups({ groups: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Make groups to filter your channels by them.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Manage Groups' })).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Filter by group' })).toBeNull();
    // All five channels shown, the last one too (the picture is of the whole list).
    await expect(
      await canvas.findByRole('article', { name: 'Old Maps Explained' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The filter row: 'All channels' and each group by its colour and name; all five channels shown. */
export const FilterWithGroups: Story = {
  ...withGroups(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByRole('radiogroup', { name: 'Filter by group' });
    await expect(within(chips).getByRole('radio', { name: 'All channels' })).toBeChecked();
    for (const name of ['Makers', 'Outdoors & history', 'Watch later'])
      await expect(within(chips).getByRole('radio', { name })).toBeVisible();
    await expect(
      await canvas.findByRole('article', { name: 'Old Maps Explained' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A group chosen (`?group=1`): only its two channels, and its totals above them. */
export const FilteredByGroup: Story = {
  ...withGroups({ groups: groupFixtures }, '/?group=1'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chips = await canvas.findByRole('radiogroup', { name: 'Filter by group' });
    await expect(within(chips).getByRole('radio', { name: 'Makers' })).toBeChecked();
    const totals = await canvas.findByRole('region', { name: 'Totals of Makers' });
    await expect(within(totals).getByText('Channels').nextElementSibling).toHaveTextContent('2');
    // The group's own compare: its two channels on one chart.
    await expect(within(totals).getByRole('link', { name: 'Compare this group' })).toHaveAttribute(
      'href',
      '/compare?channels=1,2',
    );
    await waitFor(() => expect(cardCount(canvasElement)).toBe(2), { timeout: 5000 });
    await expect(canvas.getByRole('heading', { name: 'Pixel & Pine Studio' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sourdough Science' })).toBeVisible();
    // Back to every channel.
    await userEvent.click(within(chips).getByRole('radio', { name: 'All channels' }));
    await expect(
      await canvas.findByRole('article', { name: 'Old Maps Explained' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Totals of Makers' })).toBeNull();
  },
};

/** A group of one channel: its totals, and a sentence saying why it offers no compare. */
export const GroupTooSmallToCompare: Story = {
  ...withGroups(
    {
      groups: [{ ...groupFixtures[0]!, id: 7, name: 'Solo', channelIds: [3] }],
    },
    '/?group=7',
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole('region', { name: 'Totals of Solo' }, { timeout: 5000 });
    await expect(
      within(totals).getByText('Compare needs at least 2 channels; this group has 1.'),
    ).toBeVisible();
    await expect(within(totals).queryByRole('link')).toBeNull();
    await waitFor(() => expect(cardCount(canvasElement)).toBe(1), { timeout: 5000 });
  },
};

/** A group of nine channels: compare takes eight at once, so it offers the first eight and says so. */
export const GroupTooLargeToCompare: Story = {
  ...withGroups(
    {
      groups: [
        {
          ...groupFixtures[0]!,
          id: 8,
          name: 'Weekend watching',
          channelIds: [1, 2, 3, 4, 5, 10, 11, 12, 13],
        },
      ],
    },
    '/?group=8',
    createChannelMocks({ channels: manyChannelFixtures }),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const totals = await canvas.findByRole(
      'region',
      { name: 'Totals of Weekend watching' },
      { timeout: 5000 },
    );
    await expect(within(totals).getByText('Channels').nextElementSibling).toHaveTextContent('9');
    await expect(
      within(totals).getByText('Compare shows at most 8 channels at once; this group has 9.'),
    ).toBeVisible();
    const link = within(totals).getByRole('link', { name: 'Compare the first 8' });
    await expect(link.getAttribute('href')).toMatch(/^\/compare\?channels=(\d+,){7}\d+$/);
    await waitFor(() => expect(cardCount(canvasElement)).toBe(9), { timeout: 5000 });
  },
};

/** An empty group chosen: a sentence saying how to add channels, and a way back to all of them. */
export const EmptyGroup: Story = {
  ...withGroups({ groups: groupFixtures }, '/?group=3'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No channels in Watch later yet' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show All Channels' })).toBeVisible();
  },
};

/** The groups could not be read: the filter says so and offers to try again; the channels still show. */
export const GroupsLoadError: Story = {
  ...withGroups({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your groups could not be loaded.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(
      await canvas.findByRole('article', { name: 'Old Maps Explained' }, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** The groups are on their way: the filter holds its place; the channels show meanwhile. */
export const GroupsLoading: Story = {
  ...withGroups({ load: 'pending' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('article', { name: 'Old Maps Explained' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('radiogroup', { name: 'Filter by group' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Manage Groups' })).toBeVisible();
  },
};

/** The group manager of a user without groups: it says there are none yet, the form ready for the first. */
export const GroupManagerEmpty: Story = {
  ...withGroups({ groups: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Groups' }));
    const dialog = await body().findByRole('dialog', { name: 'Channel Groups' }, { timeout: 5000 });
    await expect(await within(dialog).findByText('You have no groups yet.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'New group name' })).toBeVisible();
  },
};

/** The group manager while the groups cannot be read: it says so and offers to try again. */
export const GroupManagerLoadError: Story = {
  ...withGroups({ load: 'fail' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Groups' }));
    const dialog = await body().findByRole('dialog', { name: 'Channel Groups' }, { timeout: 5000 });
    await expect(
      await within(dialog).findByRole('heading', { name: 'Could not load your groups' }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Try Again' })).toBeVisible();
  },
};

/** The group manager: a new group is made (its name trimmed), and the list shows each group's channels. */
export const GroupManager: Story = {
  ...withGroups(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Groups' }));
    const dialog = await body().findByRole('dialog', { name: 'Channel Groups' }, { timeout: 5000 });
    const list = await within(dialog).findByRole('list', { name: 'Your groups' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Makers2 channels');
    // A group of 2 to 8 channels opens its own compare; an empty one has none.
    await expect(within(list).getByRole('link', { name: 'Compare Makers' })).toHaveAttribute(
      'href',
      '/compare?channels=1,2',
    );
    await expect(within(list).queryByRole('link', { name: 'Compare Watch later' })).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New group name' }), '  Music ');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pink' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Group' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Music0 channels');
    // The field is empty and focused again for the next group.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'New group name' })).toHaveFocus(),
    );
  },
};

/** A name the user already has, in another case: the field says so and nothing is added. */
export const GroupNameTaken: Story = {
  ...withGroups(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Groups' }));
    const dialog = await body().findByRole('dialog', { name: 'Channel Groups' }, { timeout: 5000 });
    await within(dialog).findByRole('list', { name: 'Your groups' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New group name' }), 'makers');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Group' }));
    await expect(
      await within(dialog).findByText('You already have a group with this name. Please choose another.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Add Group' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** Deleting a group asks first and says its channels stay. */
export const DeleteGroup: Story = {
  ...withGroups(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Manage Groups' }));
    const dialog = await body().findByRole('dialog', { name: 'Channel Groups' }, { timeout: 5000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete Watch later' }));
    const question = await body().findByRole('alertdialog', { name: 'Delete this group?' });
    await expect(question).toHaveTextContent(
      '“Watch later” will be deleted. Its channels stay on your dashboard.',
    );
  },
};

/** A card's 'More actions' → 'Groups…': the channel's groups ticked; another one ticked and saved. */
/** A channel's groups before any group exists: the dialog says where groups are made. */
export const CardMenuWithoutGroups: Story = {
  ...withGroups({ groups: [] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'Sourdough Science' }));
    await userEvent.click(await card.findByRole('button', { name: 'More actions for Sourdough Science' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Groups…' }));
    const dialog = await body().findByRole('dialog', { name: 'Groups' }, { timeout: 5000 });
    await expect(
      await within(dialog).findByText(
        'You have no groups yet. Make one with Manage Groups on your dashboard.',
      ),
    ).toBeVisible();
  },
};

export const CardMenuGroups: Story = {
  ...withGroups(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'Sourdough Science' }));
    await userEvent.click(await card.findByRole('button', { name: 'More actions for Sourdough Science' }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Groups…' }));
    const dialog = await body().findByRole('dialog', { name: 'Groups' }, { timeout: 5000 });
    const makers = await within(dialog).findByRole('checkbox', { name: 'Makers' });
    await expect(makers).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Watch later' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByText('Watch later'));
    await expect(within(dialog).getByRole('checkbox', { name: 'Watch later' })).toBeChecked();
  },
};
