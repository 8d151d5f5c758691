import type { User } from '../db/users.js';

/** ctx.state of every request; `user` is set by loadUser when the session names an active user. */
export interface AppState {
  user?: User;
}
