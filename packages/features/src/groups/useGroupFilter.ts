import { groupFromParam, type Group } from '@channel-countdown/contract';
import { useHostSearchParams } from '../shared';
import { useGroups } from './api';

/** The page address's key of the chosen group: `?group=<id>`. */
export const GROUP_PARAM = 'group';

export interface GroupFilter {
  /** The user's groups, while they load undefined. */
  groups: Group[] | undefined;
  groupsQuery: ReturnType<typeof useGroups>;
  /** The group the address names, if it is one of the user's; null shows every channel. */
  group: Group | null;
  /** The id the address asks for (even one not, or not yet, known): what the analytics read. */
  requestedId: number | null;
  /** Chooses a group (null: all channels), keeping the rest of the address. */
  choose: (id: number | null) => void;
}

/**
 * The group filter of the dashboard, /timers and /analytics: the choice lives in the page's address, so a
 * filtered page can be bookmarked, shared and reloaded, and Back undoes a choice.
 */
export function useGroupFilter(): GroupFilter {
  const [params, setParams] = useHostSearchParams();
  const groupsQuery = useGroups();
  const raw = params.get(GROUP_PARAM);
  const requestedId = raw !== null && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
  return {
    groups: groupsQuery.data,
    groupsQuery,
    group: groupFromParam(raw, groupsQuery.data ?? []),
    requestedId,
    choose: (id) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(GROUP_PARAM);
        else next.set(GROUP_PARAM, String(id));
        return next;
      }),
  };
}
