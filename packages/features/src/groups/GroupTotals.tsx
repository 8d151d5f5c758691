'use client';

import styled from 'styled-components';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { GitCompareArrows } from 'lucide-react';
import {
  COMPARE_MAX_CHANNELS,
  COMPARE_MIN_CHANNELS,
  compareHref,
  formatSubscribers,
  groupCompare,
  groupTotals,
  type Channel,
  type Group,
} from '@channel-countdown/contract';
import { FigureList, LinkButton } from '@channel-countdown/ui';
import { GroupChip } from './GroupChip';

const Panel = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-3) var(--space-6);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);

  & h2 {
    margin: 0;
    font-size: var(--font-size-md, 1rem);
  }
`;

const Figures = styled(FigureList)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-6);

  dd {
    font-size: var(--font-size-lg);
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  margin: 0;
  flex-basis: 100%;
  font-size: 0.875rem;
  color: var(--color-text-muted);
`;

const CompareSlot = styled.div`
  margin-inline-start: auto;
  display: flex;
  align-items: center;
  gap: var(--space-3);
  flex-wrap: wrap;
`;

/**
 * The group's compare (the contract's groupCompare): a link to /compare with its channels when it has 2 to 8;
 * with more, a link with its first 8 and the sentence saying so; with fewer, the sentence saying why there is none.
 */
function useGroupCompare(channels: readonly Channel[]) {
  const { t } = useLingui();
  const compare = groupCompare(channels.map((channel) => channel.id));
  const min = COMPARE_MIN_CHANNELS;
  const max = COMPARE_MAX_CHANNELS;
  if (compare.kind === 'ready')
    return {
      link: (
        <LinkButton href={compareHref(compare.channelIds)} variant="outline" size="sm">
          <GitCompareArrows size={16} aria-hidden="true" />
          <Trans>Compare this group</Trans>
        </LinkButton>
      ),
      note: null,
    };
  const count = compare.count;
  if (compare.kind === 'too-few')
    return {
      link: null,
      note: t`${plural(count, {
        one: `Compare needs at least ${min} channels; this group has #.`,
        other: `Compare needs at least ${min} channels; this group has #.`,
      })}`,
    };
  return {
    link: (
      <LinkButton
        href={compareHref(channels.slice(0, max).map((channel) => channel.id))}
        variant="outline"
        size="sm"
      >
        <GitCompareArrows size={16} aria-hidden="true" />
        <Trans>Compare the first {max}</Trans>
      </LinkButton>
    ),
    note: t`${plural(count, {
      one: `Compare shows at most ${max} channels at once; this group has #.`,
      other: `Compare shows at most ${max} channels at once; this group has #.`,
    })}`,
  };
}

/**
 * The chosen group's totals: its channels, and their subscribers, views and videos added up (the contract's
 * groupTotals), and its compare. Shown wherever a page is filtered by the group (dashboard, timers, analytics).
 */
export function GroupTotals({ group, channels }: { group: Group; channels: readonly Channel[] }) {
  const { t } = useLingui();
  const totals = groupTotals(channels);
  const compare = useGroupCompare(channels);
  const name = group.name;
  return (
    <Panel aria-label={t`Totals of ${name}`}>
      <h2>
        <GroupChip group={group} />
      </h2>
      <Figures>
        <div>
          <dt>
            <Trans>Channels</Trans>
          </dt>
          <dd>{totals.channels}</dd>
        </div>
        <div>
          <dt>
            <Trans>Subscribers</Trans>
          </dt>
          <dd>{formatSubscribers(totals.subscribers)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Views</Trans>
          </dt>
          <dd>{formatSubscribers(totals.views)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Videos</Trans>
          </dt>
          <dd>{totals.videos}</dd>
        </div>
      </Figures>
      {compare.link && <CompareSlot>{compare.link}</CompareSlot>}
      {compare.note && <Note>{compare.note}</Note>}
      {totals.incomplete && (
        <Note>
          <Trans>Some channels hide a count or have not been looked up yet: the totals leave them out.</Trans>
        </Note>
      )}
    </Panel>
  );
}
