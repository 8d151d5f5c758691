import {
  paths,
  type Note as NoteDto,
  type Timer as TimerDto,
  type User as UserDto,
} from '@channel-countdown/contract';
import type { Note, Timer, User } from '../db/models/index.js';

/** Model → contract shapes. The only place that decides what leaves the server. */
const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export function userDto(user: User): UserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    avatarUrl: user.avatarUpdatedAt ? paths.userAvatarImage(user.id, user.avatarUpdatedAt.getTime()) : null,
    hasPassword: user.passwordHash !== null,
  };
}

export function timerDto(timer: Timer): TimerDto {
  return {
    id: timer.id,
    channelId: timer.channelId,
    startTime: iso(timer.startTime),
    endTime: iso(timer.endTime),
    isActive: timer.isActive,
    isPaused: timer.isPaused,
    pausedAt: isoOrNull(timer.pausedAt),
  };
}

export function noteDto(note: Note): NoteDto {
  return {
    id: note.id,
    channelId: note.channelId,
    content: note.content,
    color: note.color,
    createdAt: iso(note.createdAt),
    updatedAt: iso(note.updatedAt),
  };
}
