import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { paths, type Group } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { reactRouter } from '../react-router';
import { GroupManagerDialog } from './GroupManagerDialog';

/** What the dialog sent to POST /api/groups, in order. */
let created: unknown[];
let groups: Group[];

beforeEach(() => {
  created = [];
  groups = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json({ id: 1, username: 'creator', role: 'user' });
      if (path === paths.groups && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; color: Group['color'] };
        created.push(body);
        const group: Group = {
          id: groups.length + 1,
          ...body,
          channelIds: [],
          createdAt: new Date().toISOString(),
        };
        groups = [...groups, group];
        return Response.json(group, { status: 201 });
      }
      if (path === paths.groups) return Response.json(groups);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openManager() {
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter}>
          <GroupManagerDialog isOpen onOpenChange={() => undefined} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
  const dialog = await screen.findByRole('dialog', { name: 'Channel Groups' });
  await within(dialog).findByText('You have no groups yet.');
  return dialog;
}

describe('making a group', () => {
  it('says a name is needed, and sends nothing, when Add Group is pressed with the name blank', async () => {
    const user = userEvent.setup();
    const dialog = await openManager();
    await user.type(within(dialog).getByRole('textbox', { name: 'New group name' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));
    expect(await within(dialog).findByText('Give the group a name')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('sends the trimmed name and the colour chosen, then lists the group and empties the field', async () => {
    const user = userEvent.setup();
    const dialog = await openManager();
    const name = within(dialog).getByRole('textbox', { name: 'New group name' });
    await user.type(name, '  Makers ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Group' }));
    await waitFor(() => expect(created).toEqual([{ name: 'Makers', color: 'blue' }]));
    expect(
      await within(within(dialog).getByRole('list', { name: 'Your groups' })).findByText('Makers'),
    ).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe('');
  });
});
