import { useState } from 'react';
import { LineChart } from 'lucide-react';
import { HISTORY_RANGES, type ChannelSnapshot, type HistoryRange } from '@channel-countdown/contract';
import { ChoiceChips, EmptyState, Skeleton } from '@channel-countdown/ui';
import { ReadState } from '../../shared';
import { useChannelHistory } from '../api/channelData';
import { FIGURES, type FigureKey } from '../rules';
import { HistoryChart, type ChartPoint } from './HistoryChart';
import { Section } from './Section';

const rangeLabel: Record<HistoryRange, string> = {
  '7d': '7D',
  '30d': '30D',
  '90d': '90D',
  '1y': '1Y',
  all: 'All',
};
const rangeItems = HISTORY_RANGES.map((id) => ({ id, label: rangeLabel[id] }));
const figureItems = FIGURES.map((figure) => ({ id: figure.key, label: figure.label }));

/** The snapshots that have `key`, as chart points. */
const pointsOf = (history: readonly ChannelSnapshot[], key: FigureKey): ChartPoint[] =>
  history.flatMap((snapshot) =>
    snapshot[key] === null
      ? []
      : [{ at: new Date(snapshot.at), value: snapshot[key], approximate: snapshot.approximate }],
  );

/** The history chart with its range and figure switches, and its loading, empty and error states. */
export function HistorySection({ channelId }: { channelId: number }) {
  const [range, setRange] = useState<HistoryRange>('30d');
  const [key, setKey] = useState<FigureKey>('subscriberCount');
  const history = useChannelHistory(channelId, range);
  const figure = FIGURES.find((f) => f.key === key)!;
  const points = history.data ? pointsOf(history.data, key) : [];

  return (
    <Section
      titleId="channel-history-title"
      title="History"
      actions={
        <ChoiceChips
          aria-label="Time range"
          items={rangeItems}
          selectedKey={range}
          onSelectionChange={setRange}
        />
      }
    >
      <ChoiceChips aria-label="Figure" items={figureItems} selectedKey={key} onSelectionChange={setKey} />
      <ReadState
        read={history}
        errorTitle="Could not load the history"
        errorHeadingLevel={3}
        loading={
          <div role="status" aria-label="Loading history">
            <Skeleton height={240} />
          </div>
        }
        isEmpty={() => points.length < 2}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<LineChart size={24} />}
            title={
              points.length === 1 ? 'Only one snapshot so far' : `No ${figure.unit} figures in this range`
            }
            description="The history grows as the channel is refreshed: a point is added each time its figures are read from YouTube (at most one an hour)."
          />
        }
      >
        {() => <HistoryChart points={points} label={figure.label} />}
      </ReadState>
    </Section>
  );
}
