import { BaseModel } from './BaseModel.js';

/** A koa-session record: `id` is the cookie's session key, `data` the JSON session. */
export class Session extends BaseModel {
  static override tableName = 'sessions';

  id!: string;
  userId!: number | null;
  data!: string;
  expiresAt!: number;
}
