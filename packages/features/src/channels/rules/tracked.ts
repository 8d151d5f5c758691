/**
 * A channel the user already tracks: the looked-up channel's YouTube id is in the user's channel list.
 * The connect dialog reports it at the preview, before 'Start Timer' would be refused by the server.
 */
export function trackedChannel<T extends { channelId: string }>(
  channels: readonly T[] | undefined,
  channelId: string | null | undefined,
): T | undefined {
  if (!channels || !channelId) return undefined;
  return channels.find((channel) => channel.channelId === channelId);
}
