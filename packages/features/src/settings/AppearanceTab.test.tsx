import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths, type Settings } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { AppearanceTab } from './AppearanceTab';
import { useChooseTheme } from './useChooseTheme';

afterEach(() => vi.unstubAllGlobals());

/** A server holding one account's settings: GET answers them, PUT stores what it is sent. */
function stubSettingsServer(initial: Settings) {
  let stored = initial;
  const puts: Settings[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json({ id: 1, username: 'creator', role: 'user' });
      if (path === paths.settings && init?.method === 'PUT') {
        stored = JSON.parse(String(init.body)) as Settings;
        puts.push(stored);
      }
      if (path === paths.settings) return Response.json(stored);
      return Response.json({});
    }),
  );
  return { puts };
}

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

/** The user menu's theme switch, as the navigation uses it. */
function MenuDarkMode() {
  const choose = useChooseTheme();
  return (
    <button type="button" onClick={() => choose('dark')}>
      Dark Mode
    </button>
  );
}

describe('the theme has one home, the saved settings', () => {
  it('Settings › Appearance shows a theme the menu chose, and saves its own choice at once', async () => {
    const server = stubSettingsServer({
      ...DEFAULT_SETTINGS,
      appearance: { theme: 'light', language: 'de' },
    });
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter}>
          <MenuDarkMode />
          <AppearanceTab />
        </AppProviders>
      </MemoryRouter>,
    );
    await waitFor(() => expect(radio('Light').checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Dark Mode' }));
    await waitFor(() => expect(radio('Dark').checked).toBe(true));
    await waitFor(() => expect(server.puts.at(-1)?.appearance.theme).toBe('dark'));

    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    await waitFor(() => expect(radio('System').checked).toBe(true));
    await waitFor(() =>
      expect(server.puts.at(-1)).toEqual({
        ...DEFAULT_SETTINGS,
        appearance: { theme: 'system', language: 'de' },
      }),
    );
  });
});

describe('the Language setting', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it("reads the browser's language until one is chosen; choosing saves it and turns the screens to it", async () => {
    const server = stubSettingsServer(DEFAULT_SETTINGS);
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} applyToDocument>
          <AppearanceTab />
        </AppProviders>
      </MemoryRouter>,
    );
    const language = await screen.findByRole('button', { name: /Language/ });
    expect(language.textContent).toContain("Your browser's language");
    // It can be changed once the saved settings have arrived.
    await waitFor(() => expect((language as HTMLButtonElement).disabled).toBe(false));
    expect(document.documentElement.lang).toBe('en');

    fireEvent.keyDown(language, { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'العربية' }));
    await waitFor(() => expect(server.puts.at(-1)?.appearance).toEqual({ theme: 'system', language: 'ar' }));
    // The whole page turns to Arabic, right to left, once its texts have arrived.
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    expect((await screen.findByRole('button', { name: /اللغة/ })).textContent).toContain('العربية');
  });
});
