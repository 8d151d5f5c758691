import { useState } from 'react';
import styled from 'styled-components';
import { ArrowLeft, RefreshCw, Timer as TimerIcon } from 'lucide-react';
import { pageHref, type ActiveTimer } from '@channel-countdown/contract';
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
} from '@channel-countdown/ui';
import { useChannels, useDeleteTimer } from '../channels';
import { combineReads, focusPageHeading, ReadState, useNow, useDocumentTitle } from '../shared';
import { useActiveTimers } from './api/getActiveTimers';
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
import { TimerCard } from './TimerCard';

const filterItems = timerFilters.map((id) => ({ id, label: timerFilterLabel[id] }));

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

/** /timers: the user's active timers with filters, countdowns and deletion (SPEC §2 "Active Timers page"). */
export function TimersScreen() {
  useDocumentTitle('Active Timers');

  // The countdown shows minutes: re-reading the clock every 15 s keeps it right without busy renders.
  const now = useNow(15_000);
  const channelsQuery = useChannels();
  const timersQuery = useActiveTimers();
  // This page's own wording of the failure (the card's dialog says 'Failed to delete timer' alone).
  const deleteTimer = useDeleteTimer({ title: 'Error', description: 'Failed to delete timer' });
  const { toast } = useToast();
  const [filter, setFilter] = useState<TimerFilter>('all');
  const [timerToDelete, setTimerToDelete] = useState<ActiveTimer | null>(null);

  function confirmDelete() {
    if (!timerToDelete) return;
    deleteTimer.mutate(timerToDelete.id, {
      onSuccess: () => {
        setTimerToDelete(null);
        // The deleted card's buttons are gone with it.
        focusPageHeading();
        toast({
          title: 'Timer Deleted',
          description: 'The timer has been deleted successfully.',
          variant: 'success',
        });
      },
      onError: () => setTimerToDelete(null),
    });
  }

  return (
    <Page>
      <PageHeader
        title="Active Timers"
        description="The current cycle of each of your channels: running, paused or done"
        actions={
          <>
            <LinkButton href={pageHref('home')} variant="outline">
              <ArrowLeft size={16} aria-hidden="true" />
              Back to Dashboard
            </LinkButton>
            <Button
              variant="secondary"
              onPress={() => void timersQuery.refetch()}
              isPending={timersQuery.isRefetching}
            >
              <RefreshCw size={16} aria-hidden="true" />
              Refresh
            </Button>
          </>
        }
      />

      <ChoiceChips
        aria-label="Filter timers"
        items={filterItems}
        selectedKey={filter}
        onSelectionChange={setFilter}
      />

      <ReadState
        read={combineReads(timersQuery, channelsQuery)}
        errorTitle="Could not load your timers"
        loading={
          <Grid
            gap={4}
            minItemWidth="280px"
            repeat="fill"
            aria-busy="true"
            aria-label="Loading timers"
            role="region"
            style={{ marginTop: 'var(--space-6)' }}
          >
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} height={220} />
            ))}
          </Grid>
        }
      >
        {([timers, channels]) => {
          const shown = filterTimers(timersOfKnownChannels(timers, channels), filter, now);
          // The timers' channel summaries carry no countsApproximate: the channel list (already read) has it.
          const approximateCounts = new Set(
            channels.filter((channel) => channel.countsApproximate).map((channel) => channel.id),
          );
          return (
            <>
              <Summary>
                <h2>{timersFoundHeading(shown.length)}</h2>
                <p>{timerFilterDescription[filter]}</p>
              </Summary>
              {shown.length === 0 ? (
                <EmptyState
                  icon={<TimerIcon size={32} />}
                  title="No timers found"
                  description={emptyTimersText(filter)}
                  action={
                    <LinkButton href={pageHref('home')} variant="primary">
                      Back to Dashboard
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
        title="Delete Timer"
        description="Are you sure you want to delete the timer for the channel? This action cannot be undone."
        confirmLabel="Delete Timer"
        cancelLabel="Cancel"
        onConfirm={confirmDelete}
        isPending={deleteTimer.isPending}
        tone="danger"
      />
    </Page>
  );
}
