'use client';

import styled from 'styled-components';
import { BellRing, Info } from 'lucide-react';
import { Badge, Select, Skeleton } from '@channel-countdown/ui';
import type { ChannelMilestones } from '@channel-countdown/contract';
import { ReadState, readErrorText, useNow } from '../../shared';
import { useChannelMilestones, useSetMilestoneAlert } from '../api/channelData';
import { estimateText, formatEstimateDate, formatMilestone } from '../rules';
import { Section } from './Section';
import { useLingui } from '@lingui/react/macro';

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-2);
    font-size: var(--font-size-lg);
    font-weight: 600;
  }
  span {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;

const Note = styled.p`
  display: flex;
  align-items: flex-start;
  gap: var(--space-2);
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
  svg {
    flex: none;
    margin-block-start: 2px;
  }
`;

const AlertChoice = styled.div`
  min-width: 180px;
`;

const ErrorText = styled.p`
  margin: var(--space-1) 0 0;
  font-size: var(--font-size-sm);
  color: var(--color-danger);
`;

const NO_ALERT = 'none';

/**
 * The channel page's Milestones panel (issue 46): the channel's next round milestones, each with the dates it
 * may be reached between (the server's estimate from the last four weeks), a note when YouTube rounds the
 * channel's count (the estimates are then wider), and the milestone alert: the milestone the user is told
 * about, through every reminder path, when the channel's count reaches it.
 */
export function MilestonesSection({ channelId }: { channelId: number }) {
  const milestones = useChannelMilestones(channelId);
  const { t } = useLingui();
  const loading = (
    <div role="status" aria-label={t`Loading milestones`}>
      <Skeleton height={88} />
    </div>
  );
  return (
    <Section
      titleId="channel-milestones-title"
      title={t`Milestones`}
      actions={milestones.data && <MilestoneAlertChoice channelId={channelId} data={milestones.data} />}
      actionsWithContent
      placeholder={loading}
      ready={!milestones.isPending}
    >
      <ReadState
        read={milestones}
        errorTitle={t`Could not load the milestones`}
        errorHeadingLevel={3}
        loading={loading}
      >
        {(data) => <MilestoneList data={data} />}
      </ReadState>
    </Section>
  );
}

function MilestoneList({ data }: { data: ChannelMilestones }) {
  const now = useNow(60_000);
  const { t, i18n } = useLingui();
  const { alert } = data;
  const reachedName = alert && formatMilestone(alert.milestone, i18n.locale);
  const reachedOn = alert?.reachedAt && formatEstimateDate(alert.reachedAt, now, i18n.locale);
  if (data.count === null)
    return <Note>{t`The channel hides its subscriber count, so its milestones cannot be estimated.`}</Note>;
  return (
    <>
      <List aria-label={t`Next milestones`}>
        {data.milestones.map((estimate) => {
          const name = formatMilestone(estimate.milestone, i18n.locale);
          return (
            <Item key={estimate.milestone}>
              <strong>
                {t`${name} subscribers`}
                {alert?.milestone === estimate.milestone && alert.reachedAt === null && (
                  <Badge tone="info">{t`Alert set`}</Badge>
                )}
              </strong>
              <span>{estimateText(estimate, now, i18n)}</span>
            </Item>
          );
        })}
      </List>
      {alert?.reachedAt && (
        <Note>
          <BellRing size={16} aria-hidden="true" />
          {t`Reached ${reachedName} on ${reachedOn}: your alert went out.`}
        </Note>
      )}
      {data.rounded && (
        <Note>
          <Info size={16} aria-hidden="true" />
          {t`YouTube rounds this channel's public count, so the estimate is wider.`}
        </Note>
      )}
    </>
  );
}

/** The milestone alert: none, or one of the next milestones (or the one already chosen). */
function MilestoneAlertChoice({ channelId, data }: { channelId: number; data: ChannelMilestones }) {
  const { t, i18n } = useLingui();
  const setAlert = useSetMilestoneAlert(channelId);
  const pendingAlert = setAlert.isPending ? setAlert.variables : undefined;
  const current =
    pendingAlert !== undefined ? pendingAlert : data.alert?.reachedAt ? null : data.alert?.milestone;
  const choices = [
    ...new Set([...data.milestones.map((estimate) => estimate.milestone), ...(current ? [current] : [])]),
  ].sort((a, b) => a - b);
  if (data.count === null && !current) return null;
  const label = (milestone: number) => {
    const name = formatMilestone(milestone, i18n.locale);
    return t`At ${name}`;
  };
  return (
    <AlertChoice>
      <Select
        label={t`Milestone alert`}
        items={[
          { id: NO_ALERT, label: t`No alert` },
          ...choices.map((milestone) => ({ id: String(milestone), label: label(milestone) })),
        ]}
        selectedKey={current ? String(current) : NO_ALERT}
        onSelectionChange={(key) => {
          const alert = key === NO_ALERT ? null : Number(key);
          if (alert !== (current ?? null)) setAlert.mutate(alert);
        }}
        isDisabled={setAlert.isPending}
      />
      {setAlert.error && <ErrorText role="alert">{readErrorText(setAlert.error, i18n)}</ErrorText>}
    </AlertChoice>
  );
}
