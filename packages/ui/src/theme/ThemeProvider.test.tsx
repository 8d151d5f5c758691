import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { resolveTheme, storeTheme } from './resolveTheme';
import { darkTokens } from './tokens';
import { Switch } from '../Switch/Switch';

/** A controllable stand-in for window.matchMedia('(prefers-color-scheme: dark)'). */
function mockColorScheme(initiallyDark: boolean) {
  const listeners = new Set<() => void>();
  let matches = initiallyDark;
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
  return {
    set(dark: boolean) {
      matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

// The theme as the screens see it: the classes of the provider's wrapper element.
const scopeClass = () => document.querySelector('[data-cc-root]')?.className;
const rootClass = () => document.documentElement.className;

function ShowTheme() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  return (
    <>
      <p>{`${theme} → ${resolvedTheme}`}</p>
      <button onClick={() => setTheme('dark')}>dark</button>
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('resolveTheme', () => {
  it('resolves system by the device preference and leaves explicit themes alone', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
});

describe('ThemeProvider', () => {
  it('defaults to system and follows the device preference, also when it changes', () => {
    const scheme = mockColorScheme(false);
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('system → light')).toBeInTheDocument();
    expect(scopeClass()).toBe('cc-theme cc-system');
    act(() => scheme.set(true));
    expect(screen.getByText('system → dark')).toBeInTheDocument();
    expect(scopeClass()).toBe('cc-theme cc-system cc-dark');
  });

  it('stores the chosen theme under the product key and reads it back on the next visit', () => {
    mockColorScheme(false);
    const { unmount } = render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(localStorage.getItem('channel-countdown-theme')).toBe('dark');
    expect(scopeClass()).toBe('cc-theme cc-dark');
    unmount();
    document.documentElement.className = '';
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('dark → dark')).toBeInTheDocument();
    expect(scopeClass()).toBe('cc-theme cc-dark');
  });

  it('uses a custom storage key and ignores an invalid stored value', () => {
    mockColorScheme(true);
    localStorage.setItem('my-key', 'purple');
    render(
      <ThemeProvider storageKey="my-key" defaultTheme="light">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('light → light')).toBeInTheDocument();
  });

  it('shows the forced theme whatever is stored', () => {
    mockColorScheme(false);
    localStorage.setItem('channel-countdown-theme', 'light');
    render(
      <ThemeProvider forcedTheme="dark">
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(screen.getByText('light → dark')).toBeInTheDocument();
    expect(scopeClass()).toBe('cc-theme cc-dark');
  });

  it('leaves <html> alone; the wrapper and a container for overlays in <body> carry the theme until unmount', () => {
    mockColorScheme(true);
    const { unmount } = render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(rootClass()).toBe('');
    expect(scopeClass()).toBe('cc-theme cc-system cc-dark');
    const overlays = document.querySelector('[data-cc-overlays]');
    expect(overlays?.parentElement).toBe(document.body);
    expect(overlays?.className).toBe('cc-theme cc-system cc-dark');
    unmount();
    expect(document.querySelector('[data-cc-overlays]')).toBeNull();
  });

  it('with applyToDocument puts the theme class on <html> and takes it away on unmount', () => {
    const scheme = mockColorScheme(false);
    document.documentElement.className = 'host-class';
    const { unmount } = render(
      <ThemeProvider applyToDocument>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(rootClass()).toBe('host-class light');
    act(() => scheme.set(true));
    expect(rootClass()).toBe('host-class dark');
    unmount();
    expect(rootClass()).toBe('host-class');
  });

  it('hydrates a server-rendered page with the theme the server drew, then shows the stored one', async () => {
    mockColorScheme(false);
    // The server knows neither the stored choice nor the device: it draws the default ('system', light).
    const html = renderToString(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    expect(html).toContain('class="cc-theme cc-system"');
    localStorage.setItem('channel-countdown-theme', 'dark');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ThemeProvider>
          <ShowTheme />
        </ThemeProvider>,
        { onRecoverableError },
      ),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('[data-cc-root]')?.className).toBe('cc-theme cc-dark');
    expect(container.textContent).toContain('dark → dark');
    act(() => root.unmount());
    container.remove();
  });

  it('stores the saved theme before the first render, so a page drawn in it hydrates in it', async () => {
    mockColorScheme(false);
    const html = renderToString(
      <ThemeProvider defaultTheme="dark" savedTheme="dark">
        <ShowTheme />
      </ThemeProvider>,
    );
    localStorage.setItem('channel-countdown-theme', 'light');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(
        container,
        <ThemeProvider defaultTheme="dark" savedTheme="dark">
          <ShowTheme />
        </ThemeProvider>,
      ),
    );
    expect(localStorage.getItem('channel-countdown-theme')).toBe('dark');
    expect(container.textContent).toContain('dark → dark');
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a choice for the visit when storage refuses it', () => {
    mockColorScheme(false);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(
      <ThemeProvider>
        <ShowTheme />
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'dark' }).click());
    expect(screen.getByText('dark → dark')).toBeInTheDocument();
    expect(scopeClass()).toBe('cc-theme cc-dark');
    // Storage back: the next choice is stored, and the one kept for the visit is dropped.
    vi.restoreAllMocks();
    act(() => storeTheme('channel-countdown-theme', 'system'));
    expect(screen.getByText('system → light')).toBeInTheDocument();
  });

  it('useTheme throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useTheme())).toThrow('useTheme must be used within a ThemeProvider');
  });

  it('works where matchMedia does not exist (system resolves to light)', () => {
    vi.stubGlobal('matchMedia', undefined);
    const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider>{children}</ThemeProvider>;
    const { result } = renderHook(() => useTheme(), { wrapper });
    expect(result.current.resolvedTheme).toBe('light');
  });
});

describe("a host's own tokens", () => {
  afterEach(() => vi.restoreAllMocks());

  it('apply to this provider alone, by a class of its own, a light-only value keeping the dark one', () => {
    mockColorScheme(false);
    render(
      <ThemeProvider tokens={{ light: { 'color-primary': '#0f766e' }, base: { 'radius-md': '0.375rem' } }}>
        <p>inside</p>
      </ThemeProvider>,
    );
    const hostClass = scopeClass()!
      .split(' ')
      .find((name) => name.startsWith('cc-host-'));
    expect(hostClass).toBeTruthy();
    const sheet = document.querySelector('style[data-cc-style="host"]')!.textContent!;
    const rules = Object.fromEntries(
      [...sheet.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [
        selector!.trim(),
        body!.trim(),
      ]),
    );
    expect(rules[`.cc-theme.${hostClass}`]).toContain('--color-primary: #0f766e;');
    expect(rules[`.cc-theme.${hostClass}`]).toContain('--radius-md: 0.375rem;');
    // In dark mode the design system's dark primary stands, one class more specific than the light override.
    expect(rules[`.cc-theme.${hostClass}.cc-dark`]).toContain(
      `--color-primary: ${darkTokens['color-primary']};`,
    );
  });

  it('leave out an unknown token and a value that would leave its declaration, and say so', () => {
    mockColorScheme(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ThemeProvider
        tokens={{ light: { 'colour-primary': 'red', 'color-text': 'red; } body { display: none' } }}
      >
        <p>inside</p>
      </ThemeProvider>,
    );
    const sheet = document.querySelector('style[data-cc-style="host"]')!.textContent!;
    expect(sheet).not.toContain('colour-primary');
    expect(sheet).not.toContain('display: none');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('left out colour-primary, color-text'));
  });
});

describe('a ui component outside its provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so once in development, and not inside a provider', () => {
    mockColorScheme(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <ThemeProvider>
        <Switch>inside</Switch>
      </ThemeProvider>,
    );
    expect(warn).not.toHaveBeenCalled();
    cleanup();
    render(<Switch>outside</Switch>);
    render(<Switch>again</Switch>);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('<Switch> is rendered outside <ThemeProvider>'),
    );
  });
});
