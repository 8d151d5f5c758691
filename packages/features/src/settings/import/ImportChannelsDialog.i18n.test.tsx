import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../../react-router';
import {
  IMPORT_CONNECT_FAILED,
  paths,
  type ImportJob,
  type ImportPreview,
} from '@channel-countdown/contract';
import { AppProviders } from '../../AppProviders';
import { loadCatalog, type Locale } from '../../i18n';
import { ImportChannelsDialog } from './ImportChannelsDialog';

// Three hours and a bit until the user's share of the day's lookups resets.
const NOW = new Date('2026-11-23T12:00:00.000Z');
const RESET = new Date('2026-11-23T15:10:00.000Z').toISOString();

// The server's sentences are English, for callers of the API; the dialog writes its own.
const preview: ImportPreview = {
  format: 'lines',
  items: [
    { line: 1, input: '@first', title: null, status: 'new', reason: null },
    { line: 2, input: '@second', title: null, status: 'new', reason: null },
  ],
  groups: [],
  waiting: { lines: 2, until: RESET, message: '2 channels will wait (English, from the server).' },
};
const job: ImportJob = {
  id: 7,
  status: 'done',
  total: 2,
  added: 1,
  skipped: 0,
  failed: 1,
  results: [
    { input: '@first', status: 'added', channelName: 'First', message: null },
    { input: '@second', status: 'failed', channelName: null, message: IMPORT_CONNECT_FAILED },
  ],
  createdAt: NOW.toISOString(),
  finishedAt: NOW.toISOString(),
  waiting: null,
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.channelsImportPreview) return Response.json(preview);
      if (path === paths.channelsImport) return Response.json({ id: job.id }, { status: 202 });
      if (path === `${paths.channelsImport}/${job.id}`) return Response.json(job);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function previewAndImport(locale: Locale, labels: { preview: RegExp; import: RegExp; hint: RegExp }) {
  await loadCatalog(locale);
  const user = userEvent.setup();
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale={locale}>
          <ImportChannelsDialog isOpen onOpenChange={() => {}} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
  await user.type(screen.getByRole('textbox'), '@first{Enter}@second');
  await user.click(screen.getByRole('button', { name: labels.preview }));
  const waitHint = await screen.findByText(labels.hint);
  const hint = waitHint.textContent;
  await user.click(screen.getByRole('button', { name: labels.import }));
  return { hint };
}

// Typing a list and following the dialog's steps takes a few seconds on a busy machine.
describe('an import that waits for the day’s lookups, in the reader’s language', { timeout: 20_000 }, () => {
  it('in English, says when the share resets and how many channels wait', async () => {
    const { hint } = await previewAndImport('en', {
      preview: /^Preview$/,
      import: /^Import 2 Channels$/,
      hint: /lookups resets/,
    });
    expect(hint).toBe(
      "Your share of today's YouTube lookups resets in about 3 hours. 2 channels will wait and be connected then.",
    );
    expect(await screen.findByText('Could not connect this channel just now')).not.toBeNull();
  });

  it('in Spanish, with neither the server’s English sentence nor its English failure', async () => {
    const { hint } = await previewAndImport('es', {
      preview: /^Vista previa$/,
      import: /^Importar/,
      hint: /consultas de YouTube de hoy/,
    });
    expect(hint).toBe(
      'Tu cuota de consultas de YouTube de hoy se renueva en aproximadamente 3 horas. 2 canales esperarán y se conectarán entonces.',
    );
    expect(await screen.findByText('No se ha podido conectar este canal en este momento')).not.toBeNull();
    expect(screen.queryByText(/English, from the server/)).toBeNull();
  });
});
