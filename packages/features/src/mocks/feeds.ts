import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  endpoints,
  FEED_FILES,
  FEED_NAMES,
  FEEDS_TURNED_OFF,
  INTERNAL_SERVER_ERROR,
  SERVICE_UNAVAILABLE,
  type FeedAddresses,
  type FeedUrls,
} from '@channel-countdown/contract';
import { FIXTURE_NOW, fixtureTime } from './fixtures/channels';
import { handle, refuse } from './http';
import { freshEachStory } from './freshState';

const DAY = 86_400_000;
const ORIGIN = 'https://countdown.example.com';

/** Fixed secrets, so pictures of the addresses never change: the one on at first, then each made anew. */
export const MOCK_FEED_TOKENS = [
  'ccf_N4xPq8Lr2Vt6Zb0Hm3Ks7Yd1Wf5Gc9Ja_eUoTiRlSnQ',
  'ccf_Rk2Lm9Qx4Bv7Tz1Hn6Wc3Yp8Gd5Fs0Ja_oUeIiAtSlQ',
  'ccf_Zt5Hq1Wm8Kx3Lv6Bc9Np2Yr7Gd4Fs0Ja_iOuEeSaTlQ',
] as const;

export const feedUrlsOf = (token: string): FeedUrls =>
  Object.fromEntries(
    FEED_NAMES.map((name) => [name, `${ORIGIN}/api/feeds/${token}/${FEED_FILES[name]}`]),
  ) as FeedUrls;

/** Feeds turned on three weeks before the fixture day. */
export const feedAddressesFixture: FeedAddresses = {
  urls: feedUrlsOf(MOCK_FEED_TOKENS[0]),
  createdAt: fixtureTime(-21 * DAY),
};

export interface FeedMockOptions {
  /** What GET /api/feeds answers first. @default feedAddressesFixture */
  addresses?: FeedAddresses;
  /** GET /api/feeds: 'fail' answers 500, 'pending' never answers. @default 'ok' */
  load?: 'ok' | 'fail' | 'pending';
  /** POST and DELETE /api/feeds: 'fail' answers the server's 503. @default 'ok' */
  change?: 'ok' | 'fail';
}

/** A stateful fake of the feed address calls: read, made anew (a new fixed secret each time), turned off. */
export function createFeedHandlers(options: FeedMockOptions = {}): RequestHandler[] {
  const { load = 'ok', change = 'ok' } = options;
  let addresses = feedAddressesFixture;
  let made = 0;
  freshEachStory(() => {
    addresses = structuredClone(options.addresses ?? feedAddressesFixture);
    made = addresses.urls === null ? 0 : 1;
  });
  return [
    handle(endpoints.feeds.addresses, async () => {
      if (load === 'pending') await delay('infinite');
      if (load === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json(addresses);
    }),
    handle(endpoints.feeds.create, () => {
      if (change === 'fail') return refuse(503, SERVICE_UNAVAILABLE);
      const token = MOCK_FEED_TOKENS[made % MOCK_FEED_TOKENS.length]!;
      made += 1;
      addresses = { urls: feedUrlsOf(token), createdAt: FIXTURE_NOW };
      return HttpResponse.json(addresses, { status: 201 });
    }),
    handle(endpoints.feeds.revoke, () => {
      if (change === 'fail') return refuse(503, SERVICE_UNAVAILABLE);
      addresses = { urls: null, createdAt: null };
      return HttpResponse.json({ message: FEEDS_TURNED_OFF });
    }),
  ];
}

export const feedHandlers: RequestHandler[] = createFeedHandlers();
