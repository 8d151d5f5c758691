import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { AppProviders } from '../AppProviders';
import { ApiError } from '../api';
import { loadCatalog, type Locale } from '../i18n';
import { LeaveWithoutSavingDialog } from './LeaveWithoutSavingDialog';
import { ReadError } from './ReadState';

beforeEach(() => {
  vi.stubGlobal('fetch', async () => Response.json({ message: 'Unauthorized' }, { status: 401 }));
});
afterEach(() => vi.unstubAllGlobals());

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

describe('the shared components in the reader’s language', () => {
  it('the question before leaving unsaved changes, in Spanish', async () => {
    await renderIn('es', <LeaveWithoutSavingDialog isOpen onStay={() => {}} onLeave={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    expect(dialog.textContent).toContain(
      'Tienes cambios sin guardar. Si sales de esta página ahora, se perderán.',
    );
    expect(screen.getByRole('button', { name: 'Quedarse en esta página' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Salir sin guardar' })).not.toBeNull();
    expect(document.body.textContent).not.toContain('Leave without saving');
    expect(document.body.textContent).not.toContain('Stay on this page');
  });

  it('the question before leaving unsaved changes, in Arabic', async () => {
    await renderIn('ar', <LeaveWithoutSavingDialog isOpen onStay={() => {}} onLeave={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'هل تريد المغادرة دون حفظ؟' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'البقاء في هذه الصفحة' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'المغادرة دون حفظ' })).not.toBeNull();
  });

  it('a read that never reached the server, in Spanish', async () => {
    await renderIn('es', <ReadError title="—" error={new TypeError('Failed to fetch')} onRetry={() => {}} />);
    expect(
      screen.getByText(
        'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      ),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Reintentar' })).not.toBeNull();
    expect(document.body.textContent).not.toContain('Could not reach the server');
    expect(document.body.textContent).not.toContain('Try Again');
  });

  it('a read the server refused in words the app knows, in Arabic', async () => {
    await renderIn(
      'ar',
      <ReadError
        title="—"
        error={new ApiError(503, 'Service temporarily unavailable. Please try again in a moment.')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByText('الخدمة غير متاحة مؤقتًا. يُرجى المحاولة مرة أخرى بعد قليل.')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).not.toBeNull();
  });

  it('a read the server refused in words the app does not know: shown as the server says them', async () => {
    await renderIn(
      'ar',
      <ReadError title="—" error={new ApiError(500, 'Disk on fire')} onRetry={() => {}} />,
    );
    expect(screen.getByText('Disk on fire')).not.toBeNull();
  });
});
