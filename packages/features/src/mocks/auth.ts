import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  INTERNAL_SERVER_ERROR,
  INVALID_CREDENTIALS,
  INVALID_ID_TOKEN,
  UNAUTHORIZED,
  USERNAME_TAKEN,
  type LoginRequest,
  type PublicConfig,
  type RegisterRequest,
  type User,
} from '@channel-countdown/contract';
import { fakeFirebaseConfig, fixtureAdmin, fixtureUser, noFirebaseConfig } from './fixtures/users';
import { refuse, handle } from './http';

type Outcome = 'ok' | 'fail' | 'pending';

export interface AuthMockOptions {
  /** Who GET /api/user says is signed in; null answers 401 (a visitor); 'pending' never answers. @default fixtureUser */
  user?: User | null | 'pending';
  /** 'fail' answers 401 'Invalid username or password'; 'pending' never answers. @default 'ok' */
  login?: Outcome;
  /** 'fail' answers 409 'Username already exists'; 'pending' never answers. @default 'ok' */
  register?: Outcome;
  /** 'fail' answers 500. @default 'ok' */
  logout?: Outcome;
  /** GET /api/config. @default { firebase: null } */
  config?: PublicConfig;
  /** POST /api/auth/firebase: 'fail' answers 401 INVALID_ID_TOKEN. @default 'ok' */
  firebase?: Outcome;
}

const unauthenticated = () => refuse(401, UNAUTHORIZED);

/**
 * The session calls of SPEC §7 (user, login, register, logout, config, the Google exchange). A successful
 * login or register answers the account the request names, so a play function sees its own input back.
 */
export function createAuthHandlers(options: AuthMockOptions = {}): RequestHandler[] {
  const {
    user = fixtureUser,
    login = 'ok',
    register = 'ok',
    logout = 'ok',
    config = noFirebaseConfig,
    firebase = 'ok',
  } = options;
  return [
    handle(endpoints.auth.session, async () => {
      if (user === 'pending') await delay('infinite');
      return user && user !== 'pending' ? HttpResponse.json(user) : unauthenticated();
    }),
    handle(endpoints.auth.login, async ({ request }) => {
      if (login === 'pending') await delay('infinite');
      if (login === 'fail') return refuse(401, INVALID_CREDENTIALS);
      const { username } = (await request.json()) as LoginRequest;
      return HttpResponse.json({ ...fixtureUser, username } satisfies User);
    }),
    handle(endpoints.auth.register, async ({ request }) => {
      if (register === 'pending') await delay('infinite');
      if (register === 'fail') return refuse(409, USERNAME_TAKEN);
      const { username, email } = (await request.json()) as RegisterRequest;
      return HttpResponse.json({ ...fixtureUser, username, email } satisfies User, { status: 201 });
    }),
    handle(endpoints.auth.logout, async () => {
      if (logout === 'pending') await delay('infinite');
      if (logout === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json({ message: 'Logged out' });
    }),
    handle(endpoints.meta.config, () => HttpResponse.json(config)),
    handle(endpoints.auth.firebase, async () => {
      if (firebase === 'pending') await delay('infinite');
      if (firebase === 'fail') return refuse(401, INVALID_ID_TOKEN);
      return HttpResponse.json({ ...fixtureUser, email: 'jane.google@example.com' });
    }),
  ];
}

/** Signed in as a plain user (the default of `handlers.auth`). */
export const authHandlers: RequestHandler[] = createAuthHandlers();
/** Signed out: GET /api/user answers 401. */
export const visitorAuthHandlers: RequestHandler[] = createAuthHandlers({ user: null });
/** Signed in as an administrator. */
export const adminAuthHandlers: RequestHandler[] = createAuthHandlers({ user: fixtureAdmin });
/** A visitor whose login is refused with 401 {message: 'Invalid username or password'}. */
export const failingLoginAuthHandlers: RequestHandler[] = createAuthHandlers({
  user: null,
  login: 'fail',
  register: 'fail',
});
/** A visitor whose login and register never answer (pending labels). */
export const pendingAuthHandlers: RequestHandler[] = createAuthHandlers({
  user: null,
  login: 'pending',
  register: 'pending',
  firebase: 'pending',
});
/** A visitor on a server with Google sign-in configured. */
export const googleConfiguredAuthHandlers: RequestHandler[] = createAuthHandlers({
  user: null,
  config: fakeFirebaseConfig,
});
/** GET /api/user never answers: the session stays loading (guards show their spinner). */
export const loadingSessionAuthHandlers: RequestHandler[] = createAuthHandlers({ user: 'pending' });
