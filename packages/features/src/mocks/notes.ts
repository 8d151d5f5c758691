/**
 * Notes live on their channel in the fake server's state, so their handlers are built with the channel
 * mocks (mocks/channels.ts): `createChannelMocks().notes`.
 */
export { noteHandlers } from './channels';
