import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { DEFAULT_SETTINGS, paths } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { apiTokenFixtures, feedAddressesFixture, pageWords } from '../mocks';
import { fixtureUser } from '../mocks/fixtures/users';
import { SettingsScreen } from './SettingsScreen';

// A signed-in user with the default settings, the fixture API tokens and feeds turned on.
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.user) return Response.json(fixtureUser);
      if (path === paths.settings) return Response.json(DEFAULT_SETTINGS);
      if (path === paths.apiTokens) return Response.json(apiTokenFixtures);
      if (path === paths.feeds) return Response.json(feedAddressesFixture);
      if (path === paths.notifications) return Response.json([]);
      return Response.json({ message: 'Not found' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The English words of the screen, each of which a translated page no longer shows. */
const ENGLISH = [
  'Customize Your Experience',
  'Settings sections',
  'Your picture, name and password',
  'Change profile picture',
  'Click the picture to change it',
  'Current Password',
  'New Password',
  'Confirm Password',
  'Change Password',
  'Account status',
  'Active Pro',
  'Pro Member',
  'Security: Protected',
  'Performance: Optimized',
  'Danger Zone',
  'cannot be undone',
  'Type DELETE to confirm',
  'Delete Account',
  'Choose how you hear about your timers',
  'Timer Alerts',
  'Timer Completion',
  'Tell me when a countdown reaches zero.',
  'Email Updates',
  'Push Notifications',
  'Sound & Vibration',
  'Vibrate on devices',
  'Defaults for new countdowns',
  'Default Timer Duration',
  'Warning Time',
  'Behaviour',
  'Auto Restart',
  'Show Countdown',
  "System follows your device's colour scheme",
  'Theme',
  'Light',
  'Dark',
  'What you share, and your data',
  'Data Collection',
  'Crash Reporting',
  'Export Data',
  'Export Channels (CSV)',
  'Import Channels',
  'Sign Out',
  'never sells your data',
  'API Tokens',
  'Let scripts, spreadsheets',
  'New Token',
  'Starts with',
  'Created ',
  'Last used',
  'Never used',
  'Never expires',
  'Expired',
  'Revoke',
  'A token works until it expires',
  'Follow your channels',
  'New uploads',
  'Reminders (Atom)',
  'Cycle ends',
  'Copy',
  'Make New Addresses',
  'Turn Off Feeds',
  'These addresses work since',
];

async function renderSettings(locale: Locale) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/settings']}>
        <AppProviders router={reactRouter} locale={locale}>
          <SettingsScreen download={() => {}} />
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the settings in the reader’s language', () => {
  it('in English, as the page words it', async () => {
    await renderSettings('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).not.toBeNull();
    expect(screen.getByRole('tab', { name: 'API Tokens' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Change Password' })).not.toBeNull();
  });

  it('in Spanish: every tab, its cards, switches and buttons, with no English left', async () => {
    const user = userEvent.setup();
    await renderSettings('es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ajustes' })).not.toBeNull();
    expect(document.title).toBe('Ajustes · Channel Countdown');
    expect(screen.getByText('Personaliza tu experiencia')).not.toBeNull();
    const tabs = screen.getByRole('tablist', { name: 'Secciones de ajustes' });
    for (const tab of [
      'Perfil',
      'Notificaciones',
      'Temporizadores',
      'Apariencia',
      'Privacidad',
      'Tokens de API',
    ])
      expect(within(tabs).getByRole('tab', { name: tab })).not.toBeNull();

    // Profile.
    expect(screen.getByRole('button', { name: 'Cambiar foto de perfil' })).not.toBeNull();
    expect(screen.getByLabelText('Contraseña actual')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar contraseña' })).not.toBeNull();
    expect(screen.getByText('Zona de peligro')).not.toBeNull();
    expect(screen.getByLabelText('Escribe DELETE para confirmar')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar cuenta' })).not.toBeNull();
    let words = pageWords();

    // Notifications.
    await user.click(within(tabs).getByRole('tab', { name: 'Notificaciones' }));
    expect(await screen.findByRole('group', { name: 'Alertas de temporizador' })).not.toBeNull();
    expect(screen.getByRole('switch', { name: /^Fin del temporizador/ })).not.toBeNull();
    expect(screen.getByText('Avisarme cuando una cuenta atrás llegue a cero.')).not.toBeNull();
    expect(screen.getByRole('group', { name: 'Sonido y vibración' })).not.toBeNull();
    words += pageWords();

    // Timers.
    await user.click(within(tabs).getByRole('tab', { name: 'Temporizadores' }));
    expect(
      await screen.findByRole('slider', { name: 'Duración predeterminada del temporizador (días)' }),
    ).not.toBeNull();
    expect(screen.getByRole('switch', { name: /^Reinicio automático/ })).not.toBeNull();
    words += pageWords();

    // Appearance.
    await user.click(within(tabs).getByRole('tab', { name: 'Apariencia' }));
    const theme = await screen.findByRole('radiogroup', { name: 'Tema' });
    for (const choice of ['Claro', 'Oscuro', 'Sistema'])
      expect(within(theme).getByRole('radio', { name: choice })).not.toBeNull();
    words += pageWords();

    // Privacy.
    await user.click(within(tabs).getByRole('tab', { name: 'Privacidad' }));
    expect(await screen.findByRole('button', { name: 'Exportar canales (CSV)' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Importar canales' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).not.toBeNull();
    words += pageWords();

    // API tokens: the fixture tokens and their dates.
    await user.click(within(tabs).getByRole('tab', { name: 'Tokens de API' }));
    const list = await screen.findByRole('list', { name: 'Tus tokens de API' });
    expect(within(list).getByRole('button', { name: 'Revocar Upload bot' })).not.toBeNull();
    expect(within(list).getByText(/^Creado el \d+ \w+ 2026 · Nunca usado · No caduca nunca$/)).not.toBeNull();
    expect(within(list).getByText('Caducado')).not.toBeNull();
    // Feeds, below the tokens: each address and its copy button.
    const feeds = await screen.findByRole('list', { name: 'Las direcciones de tus feeds' });
    expect(
      within(feeds).getByRole('button', { name: 'Copiar la dirección de Fines de ciclo (calendario)' }),
    ).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Crear direcciones nuevas' })).not.toBeNull();
    expect(screen.getByText(/^Estas direcciones funcionan desde el 30 oct 2026\./)).not.toBeNull();
    words += pageWords();

    for (const english of ENGLISH) expect(words).not.toContain(english);
  });

  it('in Arabic: the revoke question and the new token dialog', async () => {
    const user = userEvent.setup();
    await renderSettings('ar');
    await screen.findByRole('heading', { level: 1, name: 'الإعدادات' });
    await user.click(screen.getByRole('tab', { name: 'رموز API' }));
    await user.click(await screen.findByRole('button', { name: 'إلغاء Upload bot' }));
    const question = await screen.findByRole('alertdialog', { name: 'إلغاء الرمز؟' });
    expect(question.textContent).toContain('ستتوقف البرامج التي تستخدم «Upload bot» عن العمل فورًا.');
    await user.click(within(question).getByRole('button', { name: 'إلغاء' }));

    await user.click(screen.getByRole('button', { name: 'رمز جديد' }));
    const dialog = await screen.findByRole('dialog', { name: 'رمز API جديد' });
    expect(within(dialog).getByRole('group', { name: 'ما يمكنه فعله' })).not.toBeNull();
    expect(within(dialog).getByRole('switch', { name: /^القراءة/ })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'إنشاء رمز' })).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: /تنتهي الصلاحية/ }).textContent).toContain('90 يومًا');

    const words = pageWords();
    for (const english of [...ENGLISH, 'Revoke Token?', 'What it may do', 'Create Token', '90 days'])
      expect(words).not.toContain(english);
  });
});
