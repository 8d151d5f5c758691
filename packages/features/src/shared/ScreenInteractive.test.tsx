import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutEffect, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScreenInteractive } from './ScreenInteractive';

interface Sent {
  name: string;
  password: string;
  note: string;
}

/** A form whose fields the app holds (controlled), as every form of the screens does. */
function ProfileForm({ onSend, onNameChange }: { onSend: (sent: Sent) => void; onNameChange: () => void }) {
  const [name, setName] = useState('Ada');
  const [password, setPassword] = useState('');
  const [note, setNote] = useState('');
  const [sendings, setSendings] = useState(0);
  // Drawn as the server drew it, then rendered again at once with what only the browser knows (as the clock
  // and the layout do): that render puts the app's values back into the fields.
  const [inBrowser, setInBrowser] = useState(false);
  useLayoutEffect(() => setInBrowser(true), []);
  const send = (event: FormEvent) => {
    event.preventDefault();
    setSendings((count) => count + 1);
    onSend({ name, password, note });
  };
  return (
    <form aria-label="Profile" onSubmit={send} data-in-browser={inBrowser}>
      <input
        aria-label="Name"
        value={name}
        onChange={(event) => {
          onNameChange();
          setName(event.target.value);
        }}
      />
      <input
        aria-label="Password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Remember me" type="checkbox" checked={false} onChange={() => {}} />
      <output>{sendings}</output>
      <button type="submit">Save</button>
    </form>
  );
}

/** The page as the server drew it, with what a person typed into it before the app's scripts arrived. */
function drawnPage(page: React.ReactNode, typed: Record<string, string>) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  for (const [label, text] of Object.entries(typed)) {
    const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!;
    field.value = text;
  }
  return container;
}

const field = (container: HTMLElement, label: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[aria-label="${label}"]`)!;

describe('ScreenInteractive', () => {
  afterEach(() => {
    document.body.replaceChildren();
    document.documentElement.removeAttribute('data-interactive');
  });

  it('gives the app the text typed on the drawn page before it started, before the held presses are played', async () => {
    const sent: Sent[] = [];
    const onNameChange = vi.fn();
    const page = (
      <>
        <ProfileForm onSend={(values) => sent.push(values)} onNameChange={onNameChange} />
        <ScreenInteractive />
      </>
    );
    const container = drawnPage(page, { Name: 'Ada Lovelace', Password: 'Secret0ne', Note: 'Counts days' });
    // The early script plays a Save held until then, as soon as it is told the page answers.
    const interactive = vi.fn(() => container.querySelector('button')!.click());
    document.addEventListener('channel-countdown:interactive', interactive);

    const onRecoverableError = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(interactive).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
    expect(sent).toEqual([{ name: 'Ada Lovelace', password: 'Secret0ne', note: 'Counts days' }]);
    // The app's renders since keep the text on screen (one render per sending, here).
    expect(container.querySelector('output')!.textContent).toBe('1');
    expect(field(container, 'Name').value).toBe('Ada Lovelace');
    expect(field(container, 'Password').value).toBe('Secret0ne');
    expect(field(container, 'Note').value).toBe('Counts days');
    expect(onNameChange).toHaveBeenCalledTimes(1);
    expect((field(container, 'Remember me') as HTMLInputElement).checked).toBe(false);
    document.removeEventListener('channel-countdown:interactive', interactive);
    act(() => root.unmount());
  });

  it('leaves a field nobody typed into as the server drew it, and says the page answers once per load', async () => {
    const onNameChange = vi.fn();
    const page = (
      <>
        <ProfileForm onSend={() => {}} onNameChange={onNameChange} />
        <ScreenInteractive />
      </>
    );
    const container = drawnPage(page, {});
    const interactive = vi.fn();
    document.addEventListener('channel-countdown:interactive', interactive);

    const root = await act(async () => hydrateRoot(container, page));
    // A later page's screen (the app's own navigation) renders another: the early script was told already.
    const next = document.createElement('div');
    document.body.append(next);
    const { createRoot } = await import('react-dom/client');
    const nextRoot = createRoot(next);
    await act(async () => nextRoot.render(<ScreenInteractive />));

    expect(onNameChange).not.toHaveBeenCalled();
    expect(field(container, 'Name').value).toBe('Ada');
    expect(interactive).toHaveBeenCalledTimes(1);
    document.removeEventListener('channel-countdown:interactive', interactive);
    act(() => {
      root.unmount();
      nextRoot.unmount();
    });
  });
});
