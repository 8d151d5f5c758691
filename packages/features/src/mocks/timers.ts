import { handle } from './http';
import { delay, HttpResponse, type RequestHandler } from 'msw';
import { endpoints } from '@channel-countdown/contract';
import { createChannelMocks, type MockFailure } from './channels';

/**
 * The timers calls (GET paths.activeTimers, DELETE paths.timer) answer from the channel fake of
 * mocks/channels.ts, so a deleted timer also leaves its channel: stories spread `createChannelMocks(…)`,
 * which carries a `timers` key on the same state. The default below is the fixture channels' timers.
 */
export const timersHandlers: RequestHandler[] = createChannelMocks().timers;

/** GET /api/timers/active never answers: the timers page's loading state. */
export const activeTimersPendingHandlers: RequestHandler[] = [
  handle(endpoints.timers.active, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  }),
];

/** GET /api/timers/active fails with `failure` (SPEC §8 error body). */
export function activeTimersFailureHandlers(failure: MockFailure): RequestHandler[] {
  return [
    handle(endpoints.timers.active, () =>
      HttpResponse.json({ message: failure.message }, { status: failure.status }),
    ),
  ];
}
