import { BaseModel } from './BaseModel.js';

export class Timer extends BaseModel {
  static override tableName = 'timers';
  static override dateColumns = ['startTime', 'endTime', 'deletedAt', 'createdAt', 'pausedAt'];
  static override booleanColumns = ['isActive', 'isPaused', 'isCurrent'];

  id!: number;
  /** The channel's internal id. */
  channelId!: number;
  startTime!: Date;
  endTime!: Date;
  isActive!: boolean;
  isPaused!: boolean;
  isCurrent!: boolean;
  deletedAt!: Date | null;
  /** When the cycle was paused (null while it counts down). */
  pausedAt!: Date | null;
  createdAt!: Date;
}
