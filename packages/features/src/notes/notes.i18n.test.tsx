import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths, type Note } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { pixelAndPine } from '../mocks/fixtures/channels';
import { fixtureUser } from '../mocks/fixtures/users';
import { NotesPanel } from './components/NotesPanel';

let notes: Note[] = [];
beforeEach(() => {
  notes = [...pixelAndPine.notes];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.channelNotes(pixelAndPine.id)) return Response.json(notes);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENGLISH = [
  'Channel Notes',
  'Organize your thoughts',
  '2 notes',
  'Add Note',
  'Edit note',
  'Delete note',
  'Notes for',
  'No notes yet',
  'Create Your First Note',
  'Write your note...',
  'Blue',
  'Save',
];

function dialogWords(dialog: HTMLElement): string {
  const attributes = [...dialog.querySelectorAll('[aria-label], [placeholder]')].flatMap((element) => [
    element.getAttribute('aria-label') ?? '',
    element.getAttribute('placeholder') ?? '',
  ]);
  return [dialog.textContent ?? '', ...attributes].join('\n');
}

async function renderNotes(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale={locale}>
          <NotesPanel
            channelId={pixelAndPine.id}
            channelName={pixelAndPine.channelName}
            isOpen
            onOpenChange={() => {}}
          />
        </AppProviders>
      </MemoryRouter>,
    );
  });
  return screen.findByRole('dialog');
}

describe('the notes panel in the reader’s language', () => {
  it('in Spanish: the list, its count and the editor, with no English left', async () => {
    const user = userEvent.setup();
    const dialog = await renderNotes('es');
    expect(within(dialog).getByText('Organiza tus ideas')).not.toBeNull();
    expect(dialog.textContent).toContain('Notas del canal · Pixel & Pine Studio');
    expect(await within(dialog).findByText('2 notas')).not.toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Editar nota' })).toHaveLength(2);
    expect(within(dialog).getByRole('region', { name: 'Notas de Pixel & Pine Studio' })).not.toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Añadir nota' }));
    expect(within(dialog).getByRole('form', { name: 'Nueva nota' })).not.toBeNull();
    expect(within(dialog).getByLabelText('Nota').getAttribute('placeholder')).toBe('Escribe tu nota...');
    expect(within(dialog).getByRole('radio', { name: 'Azul' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).not.toBeNull();

    const words = dialogWords(dialog);
    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: no notes yet', async () => {
    notes = [];
    const dialog = await renderNotes('ar');
    expect(await within(dialog).findByRole('heading', { name: 'لا توجد ملاحظات بعد' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'أنشئ ملاحظتك الأولى' })).not.toBeNull();
    for (const english of ENGLISH) expect(dialogWords(dialog)).not.toContain(english);
  });

  it('in Arabic: one note takes the "one" form', async () => {
    notes = pixelAndPine.notes.slice(0, 1);
    const dialog = await renderNotes('ar');
    expect(await within(dialog).findByText('ملاحظة واحدة')).not.toBeNull();
  });
});
