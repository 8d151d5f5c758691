import type { TokenScope } from '@channel-countdown/contract';
import type { User } from '../db/users.js';
import type { SessionData } from '../sessions/policy.js';
import type { StoreRequestState } from '../sessions/rememberedReads.js';

/** koa-session's session object, to sign in on. */
export interface WritableSession extends SessionData {
  regenerate(): Promise<void>;
}

/** The request's session as the session middleware (http/session.ts: createSessions) hands it to the rest of the chain. */
export interface RequestSession {
  /** What the session says; null once ended. */
  readonly data: Readonly<SessionData> | null;
  /** koa-session's session, to sign in on; a read answered from a remembered session has none. */
  writable(): WritableSession;
  /** Ends the session: its stored record is deleted and its cookie cleared. */
  end(): void;
}

/**
 * ctx.state of every request: `session` is set by the session middleware; `user` by loadUser when the session
 * names an active user, or by authenticateApiToken for a token's user; what the session store and the cached reads pass along (StoreRequestState).
 */
export interface AppState extends StoreRequestState {
  user?: User;
  session?: RequestSession;
  /** The API token a token request was authenticated with (http/apiToken.ts); absent on cookie requests. */
  apiToken?: { id: number; scopes: TokenScope[] };
  /** The pattern of the route the API's routing chose for the request (http/resourceRoutes.ts). */
  routePattern?: string;
}
