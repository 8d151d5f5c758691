import { LRUCache } from 'lru-cache';
import { versionForRequest, type UserVersions, type VersionReads } from '../cache/userVersions.js';
import type { SessionData } from './policy.js';
import type { SessionStore } from './stores.js';

/**
 * The request as the stores see it (koa-session passes its context): its method, and the typed fields of
 * its state they hand on: the user versions it read, the user row read with its session.
 */
export interface StoreRequest {
  method?: string;
  state: StoreRequestState;
}

export interface StoreRequestState extends VersionReads {
  /** The user row the database store read with the session, for loadUser (taken once). */
  preloadedUserRow?: Record<string, unknown>;
}

/** A store that can also tell a read the session it remembers at the user's current version, if any. */
export type RememberingStore = SessionStore & {
  remembered(key: string, request: StoreRequest): Promise<Readonly<SessionData> | undefined>;
};

/**
 * How long a remembered session or user may answer reads; bounds what a change from a process that cannot
 * move the server's versions (the CLI without Redis) takes to be seen.
 */
export const REMEMBERED_SESSION_MS = 10 * 1000;

export const isRead = (request: { method?: string } | undefined) =>
  request?.method === 'GET' || request?.method === 'HEAD';

/**
 * Remembers sessions for reads, so a poll needs no round trip to the store: a remembered session answers
 * while its user's data version (cache/userVersions.ts) is the one it was read at, which every write of
 * the user (signing out included), every ending of the user's sessions and every deactivation moves on.
 * Writes always read the store.
 */
export function rememberingSessionStore(store: SessionStore, versions: UserVersions): RememberingStore {
  // Per session: its user, and once read after that user's version, its data at that version.
  const remembered = new LRUCache<
    string,
    { userId: number; data?: Readonly<Record<string, unknown>>; version?: string }
  >({
    max: 10_000,
    ttl: REMEMBERED_SESSION_MS,
  });
  const atCurrentVersion = async (key: string, request: StoreRequest) => {
    const known = remembered.get(key);
    // The version is read before the store, so data read after a change is never kept as current before it.
    const version = known ? await versionForRequest(versions, request, known.userId) : undefined;
    return { known, version, data: known?.version === version ? known?.data : undefined };
  };
  return {
    async remembered(key, request) {
      return (await atCurrentVersion(key, request)).data;
    },
    async get(key, maxAge, options) {
      const request = options?.ctx;
      if (!request || !isRead(request)) return store.get(key, maxAge, options);
      const { known, version, data: current } = await atCurrentVersion(key, request);
      if (current) return { ...current };
      const data = await store.get(key, maxAge, options);
      const userId = data?.userId;
      if (typeof userId !== 'number') remembered.delete(key);
      else if (known?.userId === userId)
        remembered.set(key, { userId, data: Object.freeze({ ...data }), version });
      else remembered.set(key, { userId });
      return data;
    },
    async set(key, session, maxAge) {
      remembered.delete(key);
      await store.set(key, session, maxAge);
    },
    async destroy(key) {
      remembered.delete(key);
      await store.destroy(key);
    },
  };
}
