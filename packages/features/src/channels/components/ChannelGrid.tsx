'use client';

import { startTransition, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Tv } from 'lucide-react';
import type { Channel } from '@channel-countdown/contract';
import { Button, EmptyState } from '@channel-countdown/ui';
import { useHydratingValue } from '../../shared';
import { ChannelCard } from './ChannelCard';
import { ChannelCardSkeleton } from './ChannelCardSkeleton';
import { useSavedSettings } from '../../settings';
import { Trans, useLingui } from '@lingui/react/macro';

/** SPEC §2: 5 skeleton cards while the channel list loads. */
export const SKELETON_CARDS = 5;

/** A card's narrowest width, and the gap between cards (Grid's --space-5 at the default 16 px root size). */
const CARD_MIN_WIDTH_PX = 288;
const CARD_GAP_PX = 20;
/** Cards per commit after the first row. */
export const CARDS_PER_BATCH = 6;

/**
 * How many cards a window `viewportWidth` px wide shows in the grid's first row (at least one): the first
 * commit renders those, and each next batch of CARDS_PER_BATCH renders in a transition after the one before,
 * which React renders in slices between frames. So a dashboard of 100 channels paints its first screen
 * without one long task rendering cards nobody sees yet. bench:vitals, 100 channels, 1280 px (each card costs
 * about 40 ms of CPU at the bench's 4× slowdown): LCP 2.51 s with 12 cards first, 2.38 s with 6 (session 12's
 * machine); in turns on a slower one, 2.44 s with 4 (this row) against 2.54 s with 6.
 */
export function cardsInFirstRow(viewportWidth: number): number {
  return Math.max(1, Math.floor((viewportWidth + CARD_GAP_PX) / (CARD_MIN_WIDTH_PX + CARD_GAP_PX)));
}

/** The first commit's cards on a page the server renders (it knows no window): the first row at 1280 px. */
export const SERVER_FIRST_BATCH = 4;

/** How many of `total` items to render: `first` at once, then `batch` more per transition. */
function useProgressiveCount(total: number, first: number, batch: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount(Math.min(total, count + batch)));
  }, [count, total, batch]);
  return Math.min(count, total);
}

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${CARD_MIN_WIDTH_PX / 16}rem), 1fr));
  gap: var(--space-5);
`;

/**
 * The first row's cards on this window, read once: reading the window's width makes the browser lay out a page
 * it has just changed, and a render that read it each time laid out the whole dashboard once per batch of
 * cards. Only the first commit's count needs it.
 */
let firstRowOnThisWindow: number | undefined;
const cardsInThisWindowsFirstRow = () => (firstRowOnThisWindow ??= cardsInFirstRow(window.innerWidth));

export interface ChannelGridProps {
  channels: readonly Channel[] | undefined;
  isLoading: boolean;
  /** Opens the connect dialog from the empty state. */
  onAddChannel: () => void;
}

/** The cards of the user's channels, their loading skeletons, or 'No channels yet'. */
export function ChannelGrid({ channels, isLoading, onAddChannel }: ChannelGridProps) {
  // Read once (the first commit's count): the server's while a server-rendered page hydrates.
  const firstBatch = useHydratingValue(cardsInThisWindowsFirstRow, SERVER_FIRST_BATCH);
  const shown = useProgressiveCount(channels?.length ?? 0, firstBatch, CARDS_PER_BATCH);
  const cycleDays = useSavedSettings().timers.defaultDuration;
  const { t } = useLingui();
  if (isLoading) {
    return (
      <Grid role="status" aria-busy="true" aria-label={t`Loading channels`}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <ChannelCardSkeleton key={index} />
        ))}
      </Grid>
    );
  }
  if (!channels || channels.length === 0) {
    return (
      <EmptyState
        icon={<Tv size={40} />}
        title={t`No channels yet`}
        description={t`Connect a YouTube channel to start its ${cycleDays}-day countdown.`}
        action={
          <Button onPress={onAddChannel}>
            <Trans>Add Your First Channel</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <Grid>
      {channels.slice(0, shown).map((channel) => (
        <ChannelCard key={channel.id} channel={channel} />
      ))}
    </Grid>
  );
}
