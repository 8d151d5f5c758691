export { BaseModel, toDate } from './BaseModel.js';
export { User } from './User.js';
export { Session } from './Session.js';
export { Channel } from './Channel.js';
export { Timer } from './Timer.js';
export { Note } from './Note.js';
