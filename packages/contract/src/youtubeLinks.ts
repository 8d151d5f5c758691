// Plain values only (no zod): the links the app and its exports give to YouTube's own pages.

/** A channel's page on YouTube. */
export const youTubeChannelUrl = (channelId: string): string =>
  `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;

/** A video's watch page on YouTube. */
export const youTubeVideoUrl = (videoId: string): string =>
  `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
