import type { RelationMappings } from 'objection';
import { BaseModel } from './BaseModel.js';
import { Note } from './Note.js';
import { Timer } from './Timer.js';
import { User } from './User.js';

export class Channel extends BaseModel {
  static override tableName = 'channels';
  static override dateColumns = ['createdAt', 'updatedAt'];

  id!: number;
  userId!: number;
  /** External YouTube id (UC…): the youtube_channels row holding the channel's name and figures. */
  channelId!: string;
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
