import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.js';
import { Note } from './Note.js';
import { Timer } from './Timer.js';
import { User } from './User.js';

export class Channel extends BaseModel {
  static override tableName = 'channels';
  static override dateColumns = ['lastFetched', 'lastUpload', 'createdAt', 'updatedAt'];
  static override booleanColumns = ['countsApproximate'];

  id!: number;
  userId!: number;
  /** External YouTube id (UC…). */
  channelId!: string;
  channelName!: string;
  channelDescription!: string | null;
  thumbnailUrl!: string | null;
  subscriberCount!: number | null;
  videoCount!: number | null;
  viewCount!: number | null;
  /** The counts are rounded page figures (keyless provider), not the Data API's exact ones. */
  countsApproximate!: boolean;
  lastFetched!: Date | null;
  lastUpload!: Date | null;
  createdAt!: Date;
  updatedAt!: Date;

  timers?: Timer[];
  notes?: Note[];
  user?: User;

  static override relationMappings = (): RelationMappings => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'channels.user_id', to: 'users.id' },
    },
    timers: {
      relation: BaseModel.HasManyRelation,
      modelClass: Timer,
      join: { from: 'channels.id', to: 'timers.channel_id' },
    },
    notes: {
      relation: BaseModel.HasManyRelation,
      modelClass: Note,
      join: { from: 'channels.id', to: 'notes.channel_id' },
    },
  });
}
