import { delay, HttpResponse, type RequestHandler } from 'msw';
import {
  channelGroupsRequestSchema,
  createGroupRequestSchema,
  endpoints,
  GROUP_NAME_TAKEN,
  GROUP_NOT_FOUND,
  groupNameKey,
  GROUPS_MAX,
  INTERNAL_SERVER_ERROR,
  sortGroups,
  TOO_MANY_GROUPS,
  updateGroupRequestSchema,
  type Group,
} from '@channel-countdown/contract';
import { fixtureTime } from './fixtures/channels';
import { handle, parsedBody, refuse } from './http';
import { freshEachStory } from './freshState';

const DAY = 86_400_000;

/**
 * Groups as a creator would keep them over the fixture channels: making things (Pixel & Pine, Sourdough
 * Science), outdoors and history (Trail Running Daily, Old Maps Explained), and one still empty.
 */
export const groupFixtures: Group[] = [
  { id: 1, name: 'Makers', color: 'teal', channelIds: [1, 2], createdAt: fixtureTime(-20 * DAY) },
  {
    id: 2,
    name: 'Outdoors & history',
    color: 'amber',
    channelIds: [4, 5],
    createdAt: fixtureTime(-15 * DAY),
  },
  { id: 3, name: 'Watch later', color: 'purple', channelIds: [], createdAt: fixtureTime(-2 * DAY) },
];

export interface GroupMockOptions {
  /** What GET /api/groups answers first. @default groupFixtures */
  groups?: Group[];
  /** GET /api/groups: 'fail' answers 500, 'pending' never answers. @default 'ok' */
  load?: 'ok' | 'fail' | 'pending';
}

/**
 * A stateful fake of the channel group calls, with the server's rules: names unique case aside, at most
 * GROUPS_MAX groups, an unknown group a 404, a channel's groups replaced as a whole.
 */
export function createGroupHandlers(options: GroupMockOptions = {}): RequestHandler[] {
  const { load = 'ok' } = options;
  let groups: Group[] = [];
  let nextId = 1;
  freshEachStory(() => {
    groups = structuredClone(options.groups ?? groupFixtures);
    nextId = Math.max(0, ...groups.map((group) => group.id)) + 1;
  });
  const taken = (name: string, except?: number) =>
    groups.some((group) => group.id !== except && groupNameKey(group.name) === groupNameKey(name));
  return [
    handle(endpoints.groups.list, async () => {
      if (load === 'pending') await delay('infinite');
      if (load === 'fail') return refuse(500, INTERNAL_SERVER_ERROR);
      return HttpResponse.json(sortGroups(groups));
    }),
    handle(endpoints.groups.create, async ({ request }) => {
      const body = await parsedBody(createGroupRequestSchema, request);
      if (body instanceof Response) return body;
      if (groups.length >= GROUPS_MAX) return refuse(409, TOO_MANY_GROUPS);
      if (taken(body.name)) return refuse(409, GROUP_NAME_TAKEN);
      const group: Group = { id: nextId++, ...body, channelIds: [], createdAt: fixtureTime(0) };
      groups = [...groups, group];
      return HttpResponse.json(group, { status: 201 });
    }),
    handle(endpoints.groups.update, async ({ params, request }) => {
      const body = await parsedBody(updateGroupRequestSchema, request);
      if (body instanceof Response) return body;
      const group = groups.find((each) => each.id === Number(params.id));
      if (!group) return refuse(404, GROUP_NOT_FOUND);
      if (body.name !== undefined && taken(body.name, group.id)) return refuse(409, GROUP_NAME_TAKEN);
      Object.assign(group, body);
      return HttpResponse.json(group);
    }),
    handle(endpoints.groups.remove, ({ params }) => {
      const id = Number(params.id);
      if (!groups.some((group) => group.id === id)) return refuse(404, GROUP_NOT_FOUND);
      groups = groups.filter((group) => group.id !== id);
      return HttpResponse.json({ message: 'Group deleted' });
    }),
    handle(endpoints.groups.setChannelGroups, async ({ params, request }) => {
      const body = await parsedBody(channelGroupsRequestSchema, request);
      if (body instanceof Response) return body;
      if (body.groupIds.some((id) => !groups.some((group) => group.id === id)))
        return refuse(404, GROUP_NOT_FOUND);
      const channelId = Number(params.id);
      groups = groups.map((group) => {
        const others = group.channelIds.filter((id) => id !== channelId);
        return {
          ...group,
          channelIds: body.groupIds.includes(group.id)
            ? [...others, channelId].sort((a, b) => a - b)
            : others,
        };
      });
      return HttpResponse.json(sortGroups(groups));
    }),
  ];
}

export const groupHandlers: RequestHandler[] = createGroupHandlers();
