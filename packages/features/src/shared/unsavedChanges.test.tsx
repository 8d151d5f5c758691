import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Link as AriaLink } from 'react-aria-components';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { reactRouter } from '../react-router';
import { paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { useUnsavedChanges } from './unsavedChanges';

afterEach(() => vi.unstubAllGlobals());

/** A form that holds the page while it has edits, with the two kinds of link the app draws. */
function EditingPage() {
  const [edited, setEdited] = useState(false);
  useUnsavedChanges(edited);
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <button type="button" onClick={() => setEdited(true)}>
        Edit
      </button>
      <button type="button" onClick={() => setEdited(false)}>
        Save
      </button>
      <Link to="/timers">Timers</Link>
      <AriaLink href="/analytics">Analytics</AriaLink>
    </>
  );
}

function renderPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      new URL(String(input), 'http://localhost').pathname === paths.user
        ? Response.json({ id: 1, username: 'creator', role: 'user' })
        : Response.json({}),
    ),
  );
  render(
    <MemoryRouter initialEntries={['/settings']}>
      <AppProviders router={reactRouter}>
        <EditingPage />
      </AppProviders>
    </MemoryRouter>,
  );
}

const leaving = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });
const unloadIsHeld = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('leaving a page with changes that are not saved', () => {
  it('follows links at once while nothing is edited', async () => {
    renderPage();
    expect(unloadIsHeld()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Timers' }));
    expect(await screen.findByText('At /timers')).toBeTruthy();
    expect(leaving()).toBeNull();
  });

  it('asks before any link leaves edits behind: Stay keeps the page, Leave goes', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(unloadIsHeld()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Timers' }));
    await waitFor(() => expect(leaving()).not.toBeNull());
    expect(screen.getByText('At /settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(leaving()).toBeNull());
    expect(screen.getByText('At /settings')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(leaving()).not.toBeNull());
    expect(screen.getByText('At /settings')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('At /analytics')).toBeTruthy();
  });

  it('lets go once the edits are saved', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(unloadIsHeld()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Timers' }));
    expect(await screen.findByText('At /timers')).toBeTruthy();
    expect(leaving()).toBeNull();
  });
});
