import type { NoteColor } from '@channel-countdown/contract';
import { BaseModel } from './BaseModel.js';

export class Note extends BaseModel {
  static override tableName = 'notes';
  static override dateColumns = ['createdAt', 'updatedAt'];

  id!: number;
  channelId!: number;
  content!: string;
  color!: NoteColor;
  createdAt!: Date;
  updatedAt!: Date;
}
