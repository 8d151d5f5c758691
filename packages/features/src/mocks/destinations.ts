import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  createDestinationRequestSchema,
  updateDestinationRequestSchema,
  DESTINATION_NOT_FOUND,
  endpoints,
  INTERNAL_SERVER_ERROR,
  type Destination,
  type DestinationDelivery,
  type DestinationTestResult,
} from '@channel-countdown/contract';
import { FIXTURE_NOW, fixtureTime } from './fixtures/channels';
import { handle, parsedBody, refuse } from './http';
import { freshEachStory } from './freshState';

const MINUTE = 60_000;
const DAY = 86_400_000;

/** A creator's destinations: a signed webhook to their own server, and a Discord channel. */
export const destinationFixtures: Destination[] = [
  {
    id: 1,
    kind: 'webhook',
    name: 'Studio server',
    url: 'https://hooks.studio.example/countdown',
    topic: null,
    chatId: null,
    secretHint: 'whsec_Rk2…',
    events: ['cycle-ending', 'cycle-completed', 'new-upload'],
    channelIds: null,
    createdAt: fixtureTime(-20 * DAY),
  },
  {
    id: 2,
    kind: 'discord',
    name: 'Team Discord',
    url: 'https://discord.com/api/webhooks/1234/abcd',
    topic: null,
    chatId: null,
    secretHint: null,
    events: ['new-upload'],
    channelIds: [1, 2],
    createdAt: fixtureTime(-3 * DAY),
  },
];

/** The webhook's log: delivered, then a failure being retried. */
export const deliveryFixtures: DestinationDelivery[] = [
  {
    id: 12,
    event: 'new-upload',
    status: 'retrying',
    attempts: 2,
    responseStatus: 503,
    error: 'rejected',
    createdAt: fixtureTime(-10 * MINUTE),
    attemptedAt: fixtureTime(-2 * MINUTE),
    nextAttemptAt: fixtureTime(2 * MINUTE),
  },
  {
    id: 11,
    event: 'cycle-completed',
    status: 'sent',
    attempts: 1,
    responseStatus: 200,
    error: null,
    createdAt: fixtureTime(-DAY),
    attemptedAt: fixtureTime(-DAY),
    nextAttemptAt: null,
  },
];

/** The secret every webhook creation answers (fixed, so pictures of it never change). */
export const MOCK_WEBHOOK_SECRET = 'whsec_MfKQ9r1kSJ6yXb0dT3pLw8nCz5vHa2Gq';

export interface DestinationMockOptions {
  destinations?: Destination[];
  /** GET /api/destinations: 'fail' answers 500, 'pending' never answers. @default 'ok' */
  load?: 'ok' | 'fail' | 'pending';
  /** What "Send test" answers. @default delivered */
  test?: DestinationTestResult;
}

/** A stateful fake of the destination calls: list, creation (the secret once), edits, deletion, test, log. */
export function createDestinationHandlers(options: DestinationMockOptions = {}): RequestHandler[] {
  const { load = 'ok', test = { sent: true, responseStatus: 200, error: null } } = options;
  let destinations: Destination[] = [];
  let nextId = 1;
  freshEachStory(() => {
    destinations = structuredClone(options.destinations ?? destinationFixtures);
    nextId = Math.max(0, ...destinations.map((destination) => destination.id)) + 1;
  });
  return [
    handle(endpoints.destinations.list, async () => {
      if (load === 'pending') await delay('infinite');
      if (load === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json(destinations);
    }),
    handle(endpoints.destinations.create, async ({ request }) => {
      const body = await parsedBody(createDestinationRequestSchema, request);
      if (body instanceof Response) return body;
      const destination: Destination = {
        id: nextId++,
        kind: body.kind,
        name: body.name,
        url: body.url,
        topic: body.kind === 'ntfy' ? body.topic : null,
        chatId: body.kind === 'telegram' ? body.chatId : null,
        secretHint:
          body.kind === 'webhook'
            ? `${MOCK_WEBHOOK_SECRET.slice(0, 10)}…`
            : body.kind === 'telegram'
              ? `${body.botToken.slice(0, 6)}…`
              : null,
        events: body.events,
        channelIds: body.channelIds,
        createdAt: FIXTURE_NOW,
      };
      destinations = [...destinations, destination];
      return HttpResponse.json(
        { ...destination, secret: body.kind === 'webhook' ? MOCK_WEBHOOK_SECRET : null },
        { status: 201 },
      );
    }),
    handle(endpoints.destinations.update, async ({ params, request }) => {
      const id = Number(params.id);
      const current = destinations.find((destination) => destination.id === id);
      if (!current) return refuse(404, DESTINATION_NOT_FOUND);
      const change = await parsedBody(updateDestinationRequestSchema, request);
      if (change instanceof Response) return change;
      const saved: Destination = {
        ...current,
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.events === undefined ? {} : { events: change.events }),
        ...(change.channelIds === undefined ? {} : { channelIds: change.channelIds }),
      };
      destinations = destinations.map((destination) => (destination.id === id ? saved : destination));
      return HttpResponse.json(saved);
    }),
    handle(endpoints.destinations.delete, ({ params }) => {
      const id = Number(params.id);
      if (!destinations.some((destination) => destination.id === id))
        return refuse(404, DESTINATION_NOT_FOUND);
      destinations = destinations.filter((destination) => destination.id !== id);
      return HttpResponse.json({ message: 'Destination deleted' });
    }),
    handle(endpoints.destinations.test, async ({ params }) => {
      if (!destinations.some((destination) => destination.id === Number(params.id)))
        return refuse(404, DESTINATION_NOT_FOUND);
      await delay(50);
      return HttpResponse.json(test);
    }),
    handle(endpoints.destinations.deliveries, ({ params }) =>
      HttpResponse.json(Number(params.id) === 1 ? deliveryFixtures : []),
    ),
  ];
}

export const destinationHandlers: RequestHandler[] = createDestinationHandlers();
