'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { ArrowLeft, RefreshCw, Timer as TimerIcon } from 'lucide-react';
import { inGroup, pageHref, type ActiveTimer } from '@channel-countdown/contract';
import {
  AlertDialog,
  Button,
  ChoiceChips,
  EmptyState,
  Grid,
  LinkButton,
  Page,
  PageHeader,
  Skeleton,
  useToast,
  DIRECTIONAL_ICON_CLASS,
} from '@channel-countdown/ui';
import { useChannels, useDeleteTimer } from '../channels';
import { combineReads, focusPageHeading, ReadState, useNow, useDocumentTitle } from '../shared';
import { useActiveTimers } from './api/getActiveTimers';
import { GroupFilterBar, GroupTotals, useGroupFilter } from '../groups';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  emptyTimersText,
  filterTimers,
  timerFilterDescription,
  timerFilterLabel,
  timerFilters,
  timersFoundHeading,
  timersOfKnownChannels,
  type TimerFilter,
} from './filterTimers';
import { TimerCard, TimerCardSkeleton } from './TimerCard';

const Summary = styled.div`
  margin: var(--space-6) 0 var(--space-4);

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: var(--space-1) 0 0;
    color: var(--color-text-muted);
  }
`;

/** A placeholder of one of the summary's lines: as tall as that line of text, in the same place. */
const SummaryLine = styled.div<{ $heading?: boolean }>`
  height: 1lh;
  padding: 0.2lh 0;
  font-size: ${({ $heading }) => ($heading ? '1.25rem' : 'inherit')};
  margin-top: ${({ $heading }) => ($heading ? '0' : 'var(--space-1)')};
`;

/**
 * /timers while its reads load: the summary's two lines and three cards as placeholders, in the places the
 * summary and the cards take, so nothing below the filters moves when they arrive.
 */
function TimersSkeleton() {
  return (
    <>
      <Summary>
        <SummaryLine $heading>
          <Skeleton width="9rem" height="100%" />
        </SummaryLine>
        <SummaryLine>
          <Skeleton width="14rem" height="100%" />
        </SummaryLine>
      </Summary>
      <Grid gap={4} minItemWidth="280px" repeat="fill">
        {Array.from({ length: 3 }, (_, index) => (
          <TimerCardSkeleton key={index} />
        ))}
      </Grid>
    </>
  );
}

/** /timers: the user's active timers with filters, countdowns and deletion (SPEC §2 "Active Timers page"). */
export function TimersScreen() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  useDocumentTitle(t`Active Timers`);
  const filterItems = timerFilters.map((id) => ({ id, label: i18n._(timerFilterLabel[id]) }));

  // The countdown shows minutes: re-reading the clock every 15 s keeps it right without busy renders.
  const now = useNow(15_000);
  const channelsQuery = useChannels();
  const timersQuery = useActiveTimers();
  // This page's own wording of the failure (the card's dialog says 'Failed to delete timer' alone).
  const deleteTimer = useDeleteTimer({ title: msg`Error`, description: msg`Failed to delete timer` });
  const { toast } = useToast();
  const [filter, setFilter] = useState<TimerFilter>('all');
  const groupFilter = useGroupFilter();
  const [timerToDelete, setTimerToDelete] = useState<ActiveTimer | null>(null);

  function confirmDelete() {
    if (!timerToDelete) return;
    deleteTimer.mutate(timerToDelete.id, {
      onSuccess: () => {
        setTimerToDelete(null);
        // The deleted card's buttons are gone with it.
        focusPageHeading();
        toast({
          title: t`Timer Deleted`,
          description: t`The timer has been deleted successfully.`,
          variant: 'success',
        });
      },
      onError: () => setTimerToDelete(null),
    });
  }

  return (
    <Page>
      <PageHeader
        title={t`Active Timers`}
        description={t`The current cycle of each of your channels: running, paused or done`}
        actions={
          <>
            <LinkButton href={pageHref('home')} variant="outline">
              <ArrowLeft size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
              <Trans>Back to Dashboard</Trans>
            </LinkButton>
            <Button
              variant="secondary"
              onPress={() => void timersQuery.refetch()}
              isPending={timersQuery.isRefetching}
            >
              <RefreshCw size={16} aria-hidden="true" />
              <Trans>Refresh</Trans>
            </Button>
          </>
        }
      />

      <ChoiceChips
        aria-label={t`Filter timers`}
        items={filterItems}
        selectedKey={filter}
        onSelectionChange={setFilter}
      />
      <GroupFilterBar filter={groupFilter} canManage={false} />
      {groupFilter.group && channelsQuery.data && (
        <GroupTotals
          group={groupFilter.group}
          channels={inGroup(channelsQuery.data, groupFilter.group, (channel) => channel.id)}
        />
      )}

      <ReadState
        read={combineReads(timersQuery, channelsQuery)}
        errorTitle={t`Could not load your timers`}
        loading={<TimersSkeleton />}
        loadingLabel={t`Loading timers`}
      >
        {([timers, channels]) => {
          const shown = filterTimers(
            inGroup(timersOfKnownChannels(timers, channels), groupFilter.group, (timer) => timer.channelId),
            filter,
            now,
          );
          // The timers' channel summaries carry no countsApproximate: the channel list (already read) has it.
          const approximateCounts = new Set(
            channels.filter((channel) => channel.countsApproximate).map((channel) => channel.id),
          );
          return (
            <>
              <Summary>
                <h2>{timersFoundHeading(shown.length, i18n)}</h2>
                <p>{i18n._(timerFilterDescription[filter])}</p>
              </Summary>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<TimerIcon size={32} />}
                  title={t`No timers found`}
                  description={emptyTimersText(filter, i18n)}
                  action={
                    <LinkButton href={pageHref('home')} variant="primary">
                      <Trans>Back to Dashboard</Trans>
                    </LinkButton>
                  }
                />
              ) : (
                <Grid gap={4} minItemWidth="280px" repeat="fill">
                  {shown.map((timer) => (
                    <TimerCard
                      key={timer.id}
                      timer={timer}
                      countsApproximate={approximateCounts.has(timer.channelId)}
                      now={now}
                      onDelete={setTimerToDelete}
                    />
                  ))}
                </Grid>
              )}
            </>
          );
        }}
      </ReadState>

      <AlertDialog
        isOpen={timerToDelete !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen && !deleteTimer.isPending) setTimerToDelete(null);
        }}
        title={t`Delete Timer`}
        description={t`Are you sure you want to delete the timer for the channel? This action cannot be undone.`}
        confirmLabel={t`Delete Timer`}
        cancelLabel={t`Cancel`}
        onConfirm={confirmDelete}
        isPending={deleteTimer.isPending}
        tone="danger"
      />
    </Page>
  );
}
