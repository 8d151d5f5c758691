import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  CHANNEL_NOT_FOUND,
  DEFAULT_SETTINGS,
  IMPORT_SKIP_REASONS,
  INTERNAL_SERVER_ERROR,
  NO_AVATAR,
  NO_SUCH_IMPORT,
  SERVICE_UNAVAILABLE,
  USERNAME_TAKEN,
  EMAIL_TAKEN,
  WRONG_CURRENT_PASSWORD,
  WRONG_PASSWORD,
  changePasswordRequestSchema,
  checkAvatarFile,
  deleteAccountRequestSchema,
  importRequestSchema,
  parseChannelInput,
  paths,
  settingsSchema,
  updateUserRequestSchema,
  groupNameKey,
  type ImportGroup,
  type ImportJob,
  type ImportPreview,
  type ImportResult,
  type Settings,
  type User,
} from '@channel-countdown/contract';
import { fixtureUser } from './fixtures/users';
import { parsedBody, refuse, handle } from './http';
import { freshEachStory } from './freshState';

type Outcome = 'ok' | 'fail' | 'pending';

export interface SettingsMockOptions {
  /** What GET /api/settings answers first. @default DEFAULT_SETTINGS */
  settings?: Settings;
  /** GET /api/settings: 'fail' answers 500, 'pending' never answers. @default 'ok' */
  load?: Outcome;
  /** PUT /api/settings: 'fail' answers the server's 503 (its database cannot store), 'pending' never answers. @default 'ok' */
  save?: Outcome;
  /** The signed-in user the account calls act on. @default fixtureUser */
  user?: User;
  /** The current password POST /api/user/password and DELETE /api/user accept. @default 'Passw0rd' */
  password?: string;
  /** Usernames someone else has: PATCH /api/user answers 409. @default ['taken_name'] */
  takenUsernames?: string[];
  /** Addresses another account has: PATCH /api/user answers 409, in any case. @default ['taken@example.com'] */
  takenEmails?: string[];
  /** Milliseconds each answer waits. @default 0 */
  latency?: number;
  /** How many inputs of an import each GET of paths.channelsImportJob finds done. @default all of them */
  importPerPoll?: number;
  /** The names of the user's groups: an imported group of one of these names (case aside) joins it. @default [] */
  groupNames?: string[];
}

export const MOCK_PASSWORD = 'Passw0rd';
const badRequest = (message: string) => refuse(400, message);

/**
 * A stateful fake of the settings and account calls (issue 19), checking bodies with the contract's
 * schemas and refusing with the server's own words: settings saved and read back; password change with
 * the current password; username or email taken (409); deletion with DELETE and the password; the profile
 * picture kept in memory and served at its versioned address; the export files; the import preview and
 * batches, which read the file as a list of links (one per line) with the contract's channel parser.
 */
export function createSettingsHandlers(options: SettingsMockOptions = {}): RequestHandler[] {
  const {
    load = 'ok',
    save = 'ok',
    password = MOCK_PASSWORD,
    takenUsernames = ['taken_name'],
    takenEmails = ['taken@example.com'],
    latency = 0,
  } = options;
  let settings: Settings = DEFAULT_SETTINGS;
  let user: User = fixtureUser;
  let avatar: { type: string; bytes: ArrayBuffer } | null = null;
  let version = 1;
  freshEachStory(() => {
    settings = structuredClone(options.settings ?? DEFAULT_SETTINGS);
    user = { hasPassword: true, avatarUrl: null, ...(options.user ?? fixtureUser) };
    avatar = null;
    version = 1;
  });
  const wait = async (outcome: Outcome = 'ok') => {
    if (outcome === 'pending') await delay('infinite');
    if (latency) await delay(latency);
  };

  // The imports started, connected as the server's job would: a link naming 'missing' is not found.
  const imports: Array<{ inputs: string[]; done: number }> = [];
  const importJobOf = (id: number): ImportJob => {
    const { inputs, done } = imports[id - 1]!;
    const results: ImportResult[] = inputs
      .slice(0, done)
      .map((input) =>
        input.toLowerCase().includes('missing')
          ? { input, status: 'failed', channelName: null, message: CHANNEL_NOT_FOUND }
          : { input, status: 'added', channelName: input.replace(/^.*@/, ''), message: null },
      );
    const count = (status: ImportResult['status']) =>
      results.filter((result) => result.status === status).length;
    const finished = done === inputs.length;
    return {
      id,
      status: finished ? 'done' : done > 0 ? 'running' : 'pending',
      total: inputs.length,
      added: count('added'),
      skipped: count('skipped'),
      failed: count('failed'),
      results,
      createdAt: '2026-11-23T12:00:00.000Z',
      finishedAt: finished ? '2026-11-23T12:00:05.000Z' : null,
      waiting: null,
    };
  };

  return [
    handle(endpoints.settings.get, async () => {
      await wait(load);
      if (load === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json(settings);
    }),
    handle(endpoints.settings.save, async ({ request }) => {
      await wait(save);
      if (save === 'fail') return refuse(503, SERVICE_UNAVAILABLE);
      const body = await parsedBody(settingsSchema, request);
      if (body instanceof Response) return body;
      settings = body;
      return HttpResponse.json(settings);
    }),
    handle(endpoints.user.changePassword, async ({ request }) => {
      await wait();
      const body = await parsedBody(changePasswordRequestSchema, request);
      if (body instanceof Response) return body;
      if (body.currentPassword !== password) return badRequest(WRONG_CURRENT_PASSWORD);
      return HttpResponse.json({ message: 'Password changed' });
    }),
    handle(endpoints.user.update, async ({ request }) => {
      await wait();
      const changes = await parsedBody(updateUserRequestSchema, request);
      if (changes instanceof Response) return changes;
      const { username, email } = changes;
      if (username && takenUsernames.some((taken) => taken.toLowerCase() === username.toLowerCase())) {
        return refuse(409, USERNAME_TAKEN);
      }
      if (email && takenEmails.some((taken) => taken.toLowerCase() === email.toLowerCase())) {
        return refuse(409, EMAIL_TAKEN);
      }
      user = { ...user, ...changes };
      return HttpResponse.json(user);
    }),
    handle(endpoints.user.remove, async ({ request }) => {
      await wait();
      const body = await parsedBody(deleteAccountRequestSchema, request);
      if (body instanceof Response) return body;
      if (body.password !== password) return badRequest(WRONG_PASSWORD);
      return HttpResponse.json({ message: 'Account deleted' });
    }),
    handle(endpoints.user.setAvatar, async ({ request }) => {
      await wait();
      const bytes = await request.arrayBuffer();
      const type = request.headers.get('content-type') ?? '';
      const check = checkAvatarFile({ type, size: bytes.byteLength });
      if (!check.ok) return badRequest(check.description);
      avatar = { type, bytes };
      version += 1;
      user = { ...user, avatarUrl: paths.userAvatarImage(user.id, version) };
      return HttpResponse.json(user);
    }),
    handle(endpoints.user.removeAvatar, async () => {
      await wait();
      avatar = null;
      user = { ...user, avatarUrl: null };
      return HttpResponse.json(user);
    }),
    handle(endpoints.user.avatarImage, () =>
      avatar
        ? new HttpResponse(avatar.bytes, { headers: { 'Content-Type': avatar.type } })
        : refuse(404, NO_AVATAR),
    ),
    handle(endpoints.user.export, () =>
      HttpResponse.json(
        { profile: user, settings },
        { headers: { 'Content-Disposition': 'attachment; filename="channel-countdown-export.json"' } },
      ),
    ),
    handle(endpoints.imports.preview, async ({ request }) => {
      await wait();
      const preview: ImportPreview = { format: 'lines', items: [], groups: [], waiting: null };
      const text = await request.text();
      if (text.trimStart().startsWith('{')) {
        // Our own data export: its channels by id, and its groups.
        const file = JSON.parse(text) as {
          channels: Array<{ channelId: string; channelName: string }>;
          groups?: ImportGroup[];
        };
        const known = new Set((options.groupNames ?? []).map(groupNameKey));
        return HttpResponse.json({
          format: 'export',
          items: file.channels.map((channel, index) => ({
            line: index + 1,
            input: channel.channelId,
            title: channel.channelName,
            status: 'new',
            reason: null,
          })),
          groups: (file.groups ?? []).map((group) => ({
            ...group,
            existing: known.has(groupNameKey(group.name)),
          })),
          waiting: null,
        } satisfies ImportPreview);
      }
      const seen = new Set<string>();
      text.split(/\r?\n/).forEach((raw, index) => {
        const input = raw.trim();
        if (!input) return;
        const parsed = parseChannelInput(input);
        const key = parsed.ok ? `${parsed.kind}:${parsed.value.toLowerCase()}` : null;
        const reason = !parsed.ok
          ? parsed.message
          : seen.has(key!)
            ? IMPORT_SKIP_REASONS.duplicateInFile
            : null;
        if (key) seen.add(key);
        preview.items.push({
          line: index + 1,
          input,
          title: null,
          status: reason ? 'skipped' : 'new',
          reason,
        });
      });
      return HttpResponse.json(preview);
    }),
    handle(endpoints.imports.start, async ({ request }) => {
      await wait();
      const body = await parsedBody(importRequestSchema, request);
      if (body instanceof Response) return body;
      imports.push({ inputs: body.inputs, done: 0 });
      return HttpResponse.json(importJobOf(imports.length), { status: 202 });
    }),
    handle(endpoints.imports.job, async ({ params }) => {
      await wait();
      const entry = imports[Number(params.id) - 1];
      if (!entry) return refuse(404, NO_SUCH_IMPORT);
      entry.done = Math.min(entry.inputs.length, entry.done + (options.importPerPoll ?? entry.inputs.length));
      return HttpResponse.json(importJobOf(Number(params.id)));
    }),
  ];
}

/** The default of `handlers.settings`: the defaults saved, every call answering. */
export const settingsHandlers: RequestHandler[] = createSettingsHandlers();
