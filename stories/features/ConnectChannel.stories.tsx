import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Route, Routes } from 'react-router';
import { ConnectChannelDialog, useChannels } from '@channel-countdown/features/channels';
import { http, HttpResponse } from 'msw';
import { DEFAULT_SETTINGS, paths, TIMER_STILL_RUNNING } from '@channel-countdown/contract';
import {
  channelScenarios,
  createChannelMocks,
  createSettingsHandlers,
  fakeCreatorPreview,
  handlers,
  makeChannel,
  type ChannelMocks,
} from '@channel-countdown/features/mocks';

/**
 * The dialog opened by 'Add Channel'. What the play functions check beside it (whether it is open, how many
 * channels the fake server lists) is kept in data attributes, not shown: the picture is the dialog alone.
 */
function ConnectHarness() {
  const [isOpen, setOpen] = useState(true);
  const channels = useChannels();
  return (
    <Routes>
      <Route
        path="/"
        element={
          <main
            style={{ padding: 24 }}
            data-dialog={isOpen ? 'open' : 'closed'}
            data-connected-channels={channels.data?.length ?? 'loading'}
          >
            <ConnectChannelDialog isOpen={isOpen} onOpenChange={setOpen} />
          </main>
        }
      />
      <Route path="/signin" element={<p>Sign-in page</p>} />
    </Routes>
  );
}

const withMocks = (mocks: ChannelMocks = createChannelMocks({ channels: [] })) => ({
  parameters: { msw: { handlers: { ...handlers, ...mocks } } },
});

const meta = {
  title: 'Features/ConnectChannel/ConnectChannelDialog',
  component: ConnectHarness,
} satisfies Meta<typeof ConnectHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The harness's state (see ConnectHarness), once it reads `value`. */
const harnessShows = (
  canvasElement: HTMLElement,
  attribute: 'dialog' | 'connected-channels',
  value: string,
) => waitFor(() => expect(canvasElement.querySelector('main')).toHaveAttribute(`data-${attribute}`, value));

/** The dialog once its 150 ms opening animation has made it visible. */
async function dialogNamed(name: string) {
  const dialog = await body().findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function lookUp(text: string) {
  const dialog = await dialogNamed('Connect YouTube Channel');
  const field = within(dialog).getByRole('textbox', { name: 'YouTube channel' });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Find Channel' }));
  return dialog;
}

/** The first step: the input, the supported formats and 'What happens next?'. */
export const EnterInput: Story = {
  ...withMocks(),
  play: async () => {
    const dialog = await dialogNamed('Connect YouTube Channel');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('textbox', { name: 'YouTube channel' })).toBeVisible();
    // The focus is in the input on open, not on the dialog: 'Add Channel', paste, Enter.
    await waitFor(() => expect(inDialog.getByRole('textbox', { name: 'YouTube channel' })).toHaveFocus());
    await expect(inDialog.getByRole('heading', { name: 'Supported formats' })).toBeVisible();
    await expect(inDialog.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
    // The info icon keeps its 18 px beside the paragraph (it was squashed to 5 px).
    const info = inDialog
      .getByRole('heading', { name: 'What happens next?' })
      .closest('section')!
      .querySelector('svg')!;
    await expect(info.getBoundingClientRect().width).toBe(18);
  },
};

/** A user whose cycles last 9 days (Settings › Timers) is promised a 9-day countdown, not the default 7. */
export const NineDayCycles: Story = {
  parameters: {
    msw: {
      handlers: {
        ...handlers,
        ...createChannelMocks({ channels: [] }),
        settings: createSettingsHandlers({
          settings: { ...DEFAULT_SETTINGS, timers: { ...DEFAULT_SETTINGS.timers, defaultDuration: 9 } },
        }),
      },
    },
  },
  play: async () => {
    const dialog = await dialogNamed('Connect YouTube Channel');
    await expect(
      await within(dialog).findByText('Paste a channel URL, handle or ID to start a 9-day countdown.'),
    ).toBeVisible();
    await expect(within(dialog).getByText(/its 9-day countdown timer starts right away/)).toBeVisible();
  },
};

/** SPEC §5 rules run before any call: blank and over 500 characters. */
export const InvalidInput: Story = {
  ...withMocks(),
  play: async () => {
    const dialog = await lookUp('');
    const field = within(dialog).getByRole('textbox', { name: 'YouTube channel' });
    await expect(await within(dialog).findByText('Please enter a YouTube channel URL or ID')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Find Channel' }));
    await expect(await within(dialog).findByText('Channel input is too long')).toBeVisible();
  },
};

/** While the lookup runs the button reads 'Looking up...'. */
export const LookingUp: Story = {
  ...withMocks(createChannelMocks({ channels: [], pending: { preview: true } })),
  play: async () => {
    const dialog = await lookUp('@fakecreator');
    await expect(await within(dialog).findByRole('button', { name: /Looking up/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** No such channel: a sentence saying what to check, inline under the input. */
export const PreviewNotFound: Story = {
  ...withMocks(channelScenarios.previewNotFound()),
  play: async () => {
    const dialog = await lookUp('@nobody-here');
    await expect(
      await within(dialog).findByText(
        'No YouTube channel was found for that link, handle or ID. Check it and try again.',
      ),
    ).toBeVisible();
  },
};

/** YouTube not answering: the server's sentence says so, inline. */
export const PreviewUpstreamError: Story = {
  ...withMocks(channelScenarios.previewUpstreamError()),
  play: async () => {
    const dialog = await lookUp('@fakecreator');
    await expect(
      await within(dialog).findByText(
        'YouTube is not answering right now. Please try again in a few minutes.',
      ),
    ).toBeVisible();
  },
};

/** The lookup never reached the server: it says so, not that the channel is missing. */
export const PreviewUnreachable: Story = {
  parameters: {
    msw: {
      handlers: {
        unreachable: [http.get(paths.channelPreview.pattern, () => HttpResponse.error())],
        ...handlers,
        ...createChannelMocks({ channels: [] }),
      },
    },
  },
  play: async () => {
    const dialog = await lookUp('@fakecreator');
    await expect(
      await within(dialog).findByText('Could not reach the server. Check your connection and try again.'),
    ).toBeVisible();
  },
};

/** The preview: name, thumbnail, subscribers and videos, and 'Start Timer'. */
export const ConfirmConnection: Story = {
  ...withMocks(),
  play: async () => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('heading', { name: 'Fake Creator' })).toBeVisible();
    await expect(inDialog.getByText('15.3K')).toBeVisible();
    await expect(inDialog.getByText('204')).toBeVisible();
    // The id tells look-alike channels apart.
    await expect(inDialog.getByText('UCfakeCreator00000000001')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Start Timer' })).toBeEnabled();
    // After the preview the focus is on 'Start Timer', not 'Back'.
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Start Timer' })).toHaveFocus());
  },
};

/** The keyboard path: paste into the focused input, Enter, Enter — the channel is added. */
export const PasteAndEnter: Story = {
  ...withMocks(),
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed('Connect YouTube Channel');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'YouTube channel' })).toHaveFocus(),
    );
    await userEvent.paste('https://www.youtube.com/@fakecreator');
    await userEvent.keyboard('{Enter}');
    const confirm = await dialogNamed('Confirm Channel Connection');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Start Timer' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByText('Channel Added')).toBeVisible();
    await harnessShows(canvasElement, 'connected-channels', '1');
  },
};

/** A channel the user already tracks (same YouTube id) is reported at the preview, before 'Start Timer'. */
export const AlreadyTracked: Story = {
  ...withMocks(
    createChannelMocks({
      channels: [makeChannel(1, { channelId: fakeCreatorPreview.channelId, channelName: 'Fake Creator' })],
    }),
  ),
  play: async ({ canvasElement }) => {
    await harnessShows(canvasElement, 'connected-channels', '1');
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('status')).toHaveTextContent('You already track this channel');
    await expect(inDialog.getByText('UCfakeCreator00000000001')).toBeVisible();
    await expect(inDialog.queryByRole('button', { name: 'Start Timer' })).toBeNull();
    await waitFor(() => expect(inDialog.getByRole('button', { name: 'Back' })).toHaveFocus());
  },
};

/** A server without a YouTube key knows no counts: they are left out. */
export const ConfirmWithoutCounts: Story = {
  ...withMocks(channelScenarios.keylessPreview()),
  play: async () => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    await expect(within(dialog).getByRole('heading', { name: 'Fake Creator' })).toBeVisible();
    await expect(within(dialog).queryByText('Subscribers')).toBeNull();
  },
};

/** While connecting the button reads 'Connecting...'. */
export const Connecting: Story = {
  ...withMocks(createChannelMocks({ channels: [], pending: { create: true } })),
  play: async () => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Timer' }));
    await expect(await within(dialog).findByRole('button', { name: /Connecting/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** What the connect calls of ConnectSucceeds sent (the fake server answers them after this records them). */
const connectBodies: unknown[] = [];

/**
 * The whole flow: look up, confirm, 'Channel Added', the dialog closes and the list has the channel. The
 * confirm step sends the id the preview resolved, not the text typed again.
 */
export const ConnectSucceeds: Story = {
  parameters: {
    msw: {
      handlers: {
        recordConnect: [
          http.post(paths.channels, async ({ request }) => {
            connectBodies.push(await request.clone().json());
          }),
        ],
        ...handlers,
        ...createChannelMocks({ channels: [] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    connectBodies.length = 0;
    await harnessShows(canvasElement, 'connected-channels', '0');
    await lookUp('https://www.youtube.com/@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Timer' }));
    await waitFor(() =>
      expect(connectBodies).toEqual([{ channelId: fakeCreatorPreview.channelId, durationDays: 7 }]),
    );
    await expect(await body().findByText('Channel Added')).toBeVisible();
    await expect(
      body().getByText('YouTube channel has been successfully registered and timer started.'),
    ).toBeVisible();
    await harnessShows(canvasElement, 'dialog', 'closed');
    await harnessShows(canvasElement, 'connected-channels', '1');
  },
};

/** The first cycle's length is chosen on the confirm step: the user's default until another is picked. */
export const ChooseCycleLength: Story = {
  parameters: {
    msw: {
      handlers: {
        recordConnect: [
          http.post(paths.channels, async ({ request }) => {
            connectBodies.push(await request.clone().json());
          }),
        ],
        ...handlers,
        // Its own fake server: the channel the story before connected is not tracked here.
        ...createChannelMocks({ channels: [] }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    connectBodies.length = 0;
    await harnessShows(canvasElement, 'connected-channels', '0');
    await lookUp('https://www.youtube.com/@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    const length = await within(dialog).findByRole('button', { name: /Cycle length/ });
    await expect(length).toHaveTextContent('7 days');
    await userEvent.click(length);
    await userEvent.click(await body().findByRole('option', { name: '14 days' }));
    await expect(length).toHaveTextContent('14 days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Timer' }));
    await waitFor(() =>
      expect(connectBodies).toEqual([{ channelId: fakeCreatorPreview.channelId, durationDays: 14 }]),
    );
    await expect(await body().findByText('Channel Added')).toBeVisible();
  },
};

/** Back returns to the input with the text kept. */
export const BackToInput: Story = {
  ...withMocks(),
  play: async () => {
    await lookUp('@fakecreator');
    const confirm = await dialogNamed('Confirm Channel Connection');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    const dialog = await dialogNamed('Connect YouTube Channel');
    await expect(within(dialog).getByRole('textbox', { name: 'YouTube channel' })).toHaveValue(
      '@fakecreator',
    );
  },
};

/** The server refuses (already running): its message is the toast; the dialog stays. */
export const ConnectFails: Story = {
  ...withMocks(channelScenarios.createFails()),
  play: async () => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    const startTimer = within(dialog).getByRole('button', { name: 'Start Timer' });
    await userEvent.click(startTimer);
    await expect(await body().findByText(TIMER_STILL_RUNNING)).toBeVisible();
    // The preview stays, with the focus on 'Start Timer' to try again.
    await expect(dialog).toBeVisible();
    await waitFor(() => expect(startTimer).toHaveAccessibleName('Start Timer'));
    await expect(startTimer).toHaveFocus();
  },
};

/** A failure without a server message (the network dropped): 'Failed to add channel'. */
export const ConnectFailsWithoutMessage: Story = {
  ...withMocks(createChannelMocks({ channels: [], failures: { create: { status: 0, message: '' } } })),
  play: async () => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Timer' }));
    await expect(await body().findByText('Failed to add channel')).toBeVisible();
  },
};

/** A 401 while connecting: 'Unauthorized', then /signin. */
export const ConnectUnauthorized: Story = {
  ...withMocks(channelScenarios.createUnauthorized()),
  play: async ({ canvasElement }) => {
    await lookUp('@fakecreator');
    const dialog = await dialogNamed('Confirm Channel Connection');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Timer' }));
    await expect(await body().findByText('Unauthorized')).toBeVisible();
    await expect(await within(canvasElement).findByText('Sign-in page')).toBeVisible();
  },
};
