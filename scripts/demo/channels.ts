import type { FakeChannel, FakeVideo } from '../../packages/api/test/fakes/youtube.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Weekly uploads going back from `now`: the demo's channels have a history relative to the day it runs. */
function weeklyUploads(prefix: string, titles: string[], now: Date, hourOffset: number): FakeVideo[] {
  return titles.map((title, index) => ({
    videoId: `${prefix}${String(index + 1).padStart(8, '0')}`.slice(0, 11),
    title,
    publishedAt: new Date(now.getTime() - (index * 7 + 2) * DAY_MS - hourOffset * 3_600_000).toISOString(),
  }));
}

interface DemoChannelSpec {
  id: string;
  title: string;
  handle: string;
  description: string;
  subscribers: number;
  videos: number;
  views: number;
  uploads: string[];
}

const SPECS: DemoChannelSpec[] = [
  {
    id: 'UCDemoPixelKitchen000001',
    title: 'Pixel Kitchen',
    handle: '@pixelkitchen',
    description: 'Weeknight recipes filmed in one take.',
    subscribers: 312_000,
    videos: 214,
    views: 28_400_000,
    uploads: [
      'Ten-minute ramen',
      'Sheet-pan everything',
      'Knife skills in 5 minutes',
      'The perfect omelette',
    ],
  },
  {
    id: 'UCDemoTrailNotes00000002',
    title: 'Trail Notes',
    handle: '@trailnotes',
    description: 'Long walks, light packs and honest gear reviews.',
    subscribers: 86_500,
    videos: 97,
    views: 6_120_000,
    uploads: ['Three days on the ridge', 'Ultralight kitchen', 'Rain gear that works'],
  },
  {
    id: 'UCDemoSynthLab0000000003',
    title: 'Synth Lab',
    handle: '@synthlab',
    description: 'Patches, modules and the occasional broken oscillator.',
    subscribers: 24_900,
    videos: 58,
    views: 1_480_000,
    uploads: ['Building a filter from scratch', 'Generative patch #12', 'Eurorack on a budget'],
  },
  {
    id: 'UCDemoNewChannel00000004',
    title: 'Studio Sketches',
    handle: '@studiosketches',
    description: 'Drawing every day. Not connected by the demo users: connect it yourself.',
    subscribers: 9_300,
    videos: 41,
    views: 402_000,
    uploads: ['Hands, again', 'Ink wash basics'],
  },
];

/** The fake YouTube's extra channels for the demo, with uploads dated relative to `now`. */
export function demoChannels(now: Date): FakeChannel[] {
  return SPECS.map((spec, index) => ({
    id: spec.id,
    title: spec.title,
    description: spec.description,
    handle: spec.handle,
    customName: null,
    username: null,
    slug: spec.handle.slice(1),
    subscriberCount: String(spec.subscribers),
    hiddenSubscriberCount: false,
    videoCount: String(spec.videos),
    viewCount: String(spec.views),
    publishedAt: '2020-05-04T10:00:00Z',
    uploads: weeklyUploads(`dm${index}`, spec.uploads, now, index * 3),
  }));
}

/** Channels no demo user has connected: what to type into "Connect a channel" offline. */
export const UNCONNECTED_HANDLES = ['@studiosketches', '@quietchannel'];
