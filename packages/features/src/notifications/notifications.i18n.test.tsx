import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { reactRouter } from '../react-router';
import { paths, type Notification } from '@channel-countdown/contract';
import { AppProviders } from '../AppProviders';
import { loadCatalog, type Locale } from '../i18n';
import { ChannelMuteSwitch } from './ChannelMuteSwitch';
import { NotificationsMenu } from './NotificationsMenu';
import { NotificationsProvider } from './NotificationsProvider';
import { pageWords } from '../mocks';

const unread: Notification = {
  id: 1,
  kind: 'cycle-completed',
  channelId: 7,
  title: 'Timer Completed',
  body: 'The cycle of Pixel & Pine is complete.',
  createdAt: '2026-11-20T12:00:00.000Z',
  read: false,
};

let items: Notification[] = [];
let muteAnswer: () => Response = () => Response.json({ muted: false });
beforeEach(() => {
  items = [];
  muteAnswer = () => Response.json({ muted: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === paths.notifications)
        return Response.json({
          items,
          unreadCount: items.filter((item) => !item.read).length,
          nextCursor: null,
        });
      if (path === paths.channelMute(7)) return muteAnswer();
      return Response.json({ message: 'Unauthorized' }, { status: 401 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const ENGLISH = [
  'Notifications',
  'Mark all read',
  'No notifications yet',
  'Notification list',
  'Unread',
  'Mute reminders',
  'Channel not found',
];

async function renderIn(locale: Locale, element: React.ReactNode) {
  await loadCatalog(locale);
  await act(async () => {
    render(
      <MemoryRouter>
        <AppProviders router={reactRouter} locale={locale}>
          <NotificationsProvider>{element}</NotificationsProvider>
        </AppProviders>
      </MemoryRouter>,
    );
  });
}

describe('the notifications in the reader’s language', () => {
  it('in Spanish: the bell and its empty panel, with no English left', async () => {
    const user = userEvent.setup();
    await renderIn('es', <NotificationsMenu />);
    await user.click(await screen.findByRole('button', { name: 'Notificaciones' }));
    const panel = await screen.findByRole('dialog', { name: 'Notificaciones' });
    expect(within(panel).getByRole('button', { name: 'Marcar todo como leído' })).not.toBeNull();
    expect(await within(panel).findByText('Aún no hay notificaciones')).not.toBeNull();
    for (const english of ENGLISH) expect(pageWords()).not.toContain(english);
  });

  it('in Arabic: the unread count in the bell’s name and the unread mark', async () => {
    items = [unread];
    const user = userEvent.setup();
    await renderIn('ar', <NotificationsMenu />);
    // 1 takes Arabic's "one" form.
    await user.click(await screen.findByRole('button', { name: 'الإشعارات، واحد غير مقروء' }));
    const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
    const list = within(panel).getByRole('list', { name: 'قائمة الإشعارات' });
    expect(within(list).getByRole('img', { name: 'غير مقروء' })).not.toBeNull();
    // The notification itself is the server's text, as it was stored.
    expect(within(list).getByText('Timer Completed')).not.toBeNull();
    expect(within(panel).getByRole('button', { name: 'تعليم الكل كمقروء' })).not.toBeNull();
  });

  it('in Arabic, with three unread: the "few" form', async () => {
    items = [1, 2, 3].map((id) => ({ ...unread, id }));
    await renderIn('ar', <NotificationsMenu />);
    expect(await screen.findByRole('button', { name: 'الإشعارات، 3 غير مقروءة' })).not.toBeNull();
  });

  it('the mute switch in Spanish, and a known refusal of the server in Spanish', async () => {
    muteAnswer = () => Response.json({ message: 'Channel not found' }, { status: 404 });
    await renderIn('es', <ChannelMuteSwitch channelId={7} />);
    expect(screen.getByRole('switch', { name: 'Silenciar recordatorios' })).not.toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('No se ha encontrado el canal');
    for (const english of ENGLISH) expect(pageWords()).not.toContain(english);
  });
});
