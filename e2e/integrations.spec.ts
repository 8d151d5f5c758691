import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { signUpFreshUser } from './support/signUp';

/**
 * Issue 44 journey on a server of its own: a newcomer connects a channel, adds a signed webhook (to a
 * receiver this journey starts on loopback, which the server's WEBHOOK_ALLOWED_HOSTS allows), keeps that
 * channel's cycle-ending reminders from it with the channel page's bell, sends a test, and reads the delivery
 * log. The receiver checks the signature with the Standard Webhooks reference library.
 */
const RECEIVER_PORT = Number(process.env.E2E_INTEGRATIONS_RECEIVER_PORT ?? 4406);

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

let receiver: Server;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(RECEIVER_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });

test('connect a channel, add a signed webhook, choose what it gets on the channel page, send a test, read its log', async ({
  page,
}) => {
  await signUpFreshUser(page, 'e2e_hooks');

  // Connect a channel, as on the dashboard.
  await page.getByRole('button', { name: 'Add Your First Channel' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect YouTube Channel' });
  await connect.getByRole('textbox', { name: 'YouTube channel' }).fill('@fakecreator');
  await connect.getByRole('button', { name: 'Find Channel' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm Channel Connection' });
  await confirm.getByRole('button', { name: 'Start Timer' }).click();
  await expect(toast(page, 'Channel Added')).toBeVisible();

  // Settings › Notifications: add a webhook to the receiver; its secret is shown this once.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('button', { name: 'Add Destination' }).click();
  const add = page.getByRole('dialog', { name: 'Add Destination' });
  await add.getByRole('textbox', { name: 'Name' }).fill('Studio server');
  await add.getByRole('textbox', { name: 'Webhook address' }).fill(`http://127.0.0.1:${RECEIVER_PORT}/hook`);
  await add.getByRole('button', { name: 'Add Destination' }).click();
  const shown = page.getByRole('dialog', { name: "Your Webhook's Secret" });
  const secret = (await shown.getByLabel('Signing secret').textContent()) ?? '';
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  await expect(page.getByRole('list', { name: 'Your destinations' })).toContainText('Studio server');
  // Never shown again: not in the page, nor in what the server answers for the list.
  await expect(page.locator('body')).not.toContainText(secret);
  expect(await (await page.request.get('/api/destinations')).text()).not.toContain(secret.slice(10));

  // The channel page's bell: the webhook gets no cycle-ending reminders of this channel.
  const [channel] = (await (await page.request.get('/api/channels')).json()) as Array<{ id: number }>;
  await page.goto(`/channels/${channel!.id}`);
  await page.getByRole('button', { name: 'Reminders' }).click();
  const bell = page.getByRole('dialog', { name: 'Reminders for Fake Creator' });
  const endingToHook = bell.getByRole('checkbox', { name: 'Studio server: Timer ending soon' });
  await expect(endingToHook).toBeChecked();
  await endingToHook.press('Space');
  await expect(endingToHook).not.toBeChecked();
  await expect(bell.getByRole('checkbox', { name: 'Studio server: New upload' })).toBeChecked();
  const destinationId = (
    (await (await page.request.get('/api/destinations')).json()) as Array<{ id: number }>
  )[0]!.id;
  await expect
    .poll(async () => (await page.request.get(`/api/channels/${channel!.id}/reminders`)).json())
    .toEqual({
      muted: false,
      off: [{ event: 'cycle-ending', medium: `destination:${destinationId}` }],
      mutedUploadKinds: [],
    });
  await bell.getByRole('button', { name: 'Done' }).click();
  // Kept across a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Reminders' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Reminders for Fake Creator' })
      .getByRole('checkbox', { name: 'Studio server: Timer ending soon' }),
  ).not.toBeChecked();
  await page.keyboard.press('Escape');

  // Send test: the receiver gets one request, signed with the secret.
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await page.getByRole('button', { name: 'Send test to Studio server' }).click();
  await expect(page.getByText('The test message was delivered.')).toBeVisible();
  const hooks = received.filter((request) => request.path === '/hook');
  expect(hooks).toHaveLength(1);
  expect(
    new Webhook(secret).verify(hooks[0]!.body, hooks[0]!.headers as Record<string, string>),
  ).toMatchObject({ type: 'reminder.test' });

  // The delivery log shows it, delivered at the first attempt.
  await page.getByRole('button', { name: 'Delivery log of Studio server' }).click();
  const log = page.getByRole('dialog', { name: 'Delivery Log' });
  const entries = log.getByRole('list', { name: 'Deliveries' }).getByRole('listitem');
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Test message');
  await expect(entries.first()).toContainText('Delivered');
  await expect(entries.first()).toContainText('Attempts: 1');
});
