import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatSubscribers, groupTotals, type Channel, type Group } from '@channel-countdown/contract';
import { FigureList } from '@channel-countdown/ui';
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

/** The chosen group's totals: its channels, and their subscribers, views and videos added up. */
export function GroupTotals({ group, channels }: { group: Group; channels: readonly Channel[] }) {
  const { t } = useLingui();
  const totals = groupTotals(channels);
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
    </Panel>
  );
}
