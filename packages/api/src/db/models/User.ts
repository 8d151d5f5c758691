import type { Role } from '@channel-countdown/contract';
import { BaseModel } from './BaseModel.js';

export class User extends BaseModel {
  static override tableName = 'users';
  static override dateColumns = ['createdAt', 'lastActivityAt', 'avatarUpdatedAt'];
  static override booleanColumns = ['isActive'];

  id!: number;
  username!: string;
  email!: string | null;
  firstName!: string | null;
  lastName!: string | null;
  passwordHash!: string | null;
  firebaseUid!: string | null;
  role!: Role;
  isActive!: boolean;
  /** Moves on when all of the user's sessions are ended (http/session.ts destroyUserSessions). */
  sessionGeneration!: number;
  createdAt!: Date;
  lastActivityAt!: Date | null;
  /** When the profile picture was last set (user_avatars), null without one. */
  avatarUpdatedAt!: Date | null;
}
