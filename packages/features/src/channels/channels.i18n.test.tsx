import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { channelFixtures } from '../mocks/fixtures/channels';
import { fixtureUser } from '../mocks/fixtures/users';
import { ConnectChannelDialog } from './components/ConnectChannelDialog';
import { RemoveChannelDialog } from './components/RemoveChannelDialog';
import { StartCycleDialog } from './components/StartCycleDialog';
import { DeleteTimerDialog } from './components/DeleteTimerDialog';

let lookup: () => Response;
beforeEach(() => {
  lookup = () => Response.json({ message: 'Channel not found' }, { status: 404 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.channels) return Response.json(channelFixtures);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path.startsWith(paths.channels)) return lookup();
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENGLISH = [
  'Connect YouTube Channel',
  'Paste a channel URL, handle or ID',
  'YouTube channel',
  'Supported formats',
  'Channel URL:',
  'Handle:',
  'Custom or user URL:',
  'followed by 22 characters',
  'What happens next?',
  'We look the channel up',
  'Find Channel',
  'Please enter a YouTube channel URL or ID',
  'No YouTube channel was found',
];

function dialogWords(dialog: HTMLElement): string {
  const attributes = [...dialog.querySelectorAll('[aria-label]')].map(
    (element) => element.getAttribute('aria-label') ?? '',
  );
  return [dialog.textContent ?? '', ...attributes].join('\n');
}

async function renderIn(locale: Locale, element: React.ReactNode) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale={locale}>
          {element}
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the channels’ dialogs in the reader’s language', () => {
  it('in Spanish: connecting a channel, its field message and a failed look-up, with no English left', async () => {
    const user = userEvent.setup();
    await renderIn('es', <ConnectChannelDialog isOpen onOpenChange={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Conectar un canal de YouTube' });
    expect(
      within(dialog).getByText(
        'Pega la URL, el identificador o el ID de un canal para empezar una cuenta atrás de 7 días.',
      ),
    ).not.toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Formatos admitidos' })).not.toBeNull();
    expect(within(dialog).getByRole('heading', { name: '¿Qué pasa después?' })).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Buscar canal' }));
    expect(await within(dialog).findByText('Introduce la URL o el ID de un canal de YouTube')).not.toBeNull();

    await user.type(within(dialog).getByRole('textbox', { name: 'Canal de YouTube' }), '@nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Buscar canal' }));
    expect(
      await within(dialog).findByText(
        'No se ha encontrado ningún canal de YouTube con ese enlace, identificador o ID. Compruébalo e inténtalo de nuevo.',
      ),
    ).not.toBeNull();

    const words = dialogWords(dialog);
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: removing a channel', async () => {
    await renderIn(
      'ar',
      <RemoveChannelDialog channelId={1} channelName="Pixel & Pine Studio" isOpen onOpenChange={() => {}} />,
    );
    const remove = await screen.findByRole('alertdialog', { name: 'إزالة القناة' });
    expect(remove.textContent).toContain('هل تريد إزالة "Pixel & Pine Studio" من لوحة التحكم؟');
    expect(within(remove).getByRole('button', { name: 'إزالة القناة' })).not.toBeNull();
    expect(remove.textContent).not.toContain('This action cannot be undone');
  });

  it('in Arabic: deleting a timer', async () => {
    await renderIn(
      'ar',
      <DeleteTimerDialog channelName="Pixel & Pine Studio" timerId={10} isOpen onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'حذف المؤقت' });
    expect(dialog.textContent).toContain('هل تريد بالتأكيد حذف مؤقت "Pixel & Pine Studio"؟');
    expect(dialog.textContent).not.toContain('Are you sure');
  });

  it('in Spanish: starting a new cycle', async () => {
    await renderIn(
      'es',
      <StartCycleDialog channelId={1} channelName="Pixel & Pine Studio" isOpen onOpenChange={() => {}} />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar nuevo ciclo' });
    expect(dialog.textContent).toContain('Una nueva cuenta atrás para «Pixel & Pine Studio».');
    expect(within(dialog).getByRole('button', { name: 'Iniciar temporizador' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).not.toBeNull();
    expect(within(dialog).getByText('Duración (días)')).not.toBeNull();
    expect(dialog.textContent).not.toContain('Start Timer');
    expect(dialog.textContent).not.toContain('Duration');
  });
});
