'use client';

import { useState } from 'react';
import { LineChart } from 'lucide-react';
import { HISTORY_RANGES, type ChannelSnapshot, type HistoryRange } from '@channel-countdown/contract';
import { ChoiceChips, EmptyState, Skeleton } from '@channel-countdown/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { ReadState } from '../../shared';
import { useChannelHistory } from '../api/channelData';
import { FIGURE_MESSAGES, FIGURES, type FigureKey } from '../rules';
import { HistoryChart, type ChartPoint } from './HistoryChart';
import { Section } from './Section';

const rangeLabel: Record<HistoryRange, MessageDescriptor> = {
  '7d': msg`7D`,
  '30d': msg`30D`,
  '90d': msg`90D`,
  '1y': msg`1Y`,
  all: msg`All`,
};

/** The snapshots that have `key`, as chart points. */
const pointsOf = (history: readonly ChannelSnapshot[], key: FigureKey): ChartPoint[] =>
  history.flatMap((snapshot) =>
    snapshot[key] === null
      ? []
      : [{ at: new Date(snapshot.at), value: snapshot[key], approximate: snapshot.approximate }],
  );

export interface HistorySectionProps {
  channelId: number;
  /** The page's range (the daily gains table follows it too). */
  range: HistoryRange;
  onRangeChange: (range: HistoryRange) => void;
}

/** The history chart with its range and figure switches, and its loading, empty and error states. */
export function HistorySection({ channelId, range, onRangeChange }: HistorySectionProps) {
  const [key, setKey] = useState<FigureKey>('subscriberCount');
  const history = useChannelHistory(channelId, range);
  const points = history.data ? pointsOf(history.data, key) : [];
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const rangeItems = HISTORY_RANGES.map((id) => ({ id, label: i18n._(rangeLabel[id]) }));
  const figureItems = FIGURES.map((figure) => ({
    id: figure.key,
    label: i18n._(FIGURE_MESSAGES[figure.key].label),
  }));

  const loading = (
    <div role="status" aria-label={t`Loading history`}>
      <Skeleton height={240} />
    </div>
  );
  const figureChips = (
    <ChoiceChips aria-label={t`Figure`} items={figureItems} selectedKey={key} onSelectionChange={setKey} />
  );
  return (
    <Section
      titleId="channel-history-title"
      title={t`History`}
      placeholder={
        <>
          {figureChips}
          {loading}
        </>
      }
      ready={!history.isPending}
      actions={
        <ChoiceChips
          aria-label={t`Time range`}
          items={rangeItems}
          selectedKey={range}
          onSelectionChange={onRangeChange}
        />
      }
    >
      {figureChips}
      <ReadState
        read={history}
        errorTitle={t`Could not load the history`}
        errorHeadingLevel={3}
        loading={loading}
        isEmpty={() => points.length < 2}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<LineChart size={24} />}
            title={points.length === 1 ? t`Only one snapshot so far` : i18n._(FIGURE_MESSAGES[key].none)}
            description={t`The history grows as the channel is refreshed: a point is added each time its figures are read from YouTube (at most one an hour).`}
          />
        }
      >
        {() => <HistoryChart points={points} figure={key} />}
      </ReadState>
    </Section>
  );
}
