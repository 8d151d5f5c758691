'use client';

import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { GitCompareArrows, X } from 'lucide-react';
import {
  COMPARE_MAX_CHANNELS,
  COMPARE_METRICS,
  COMPARE_MIN_CHANNELS,
  COMPARE_SCALES,
  HISTORY_RANGES,
  compareSearch,
  parseCompareSearch,
  type Channel,
  type CompareChoice,
  type CompareMetric,
  type CompareScale,
  type HistoryRange,
} from '@channel-countdown/contract';
import {
  Card,
  CardContent,
  ChoiceChips,
  EmptyState,
  IconButton,
  Page,
  PageHeader,
  Select,
  Skeleton,
} from '@channel-countdown/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useChannels } from '../channels';
import { ReadState, useDocumentTitle, useHostSearchParams } from '../shared';
import { useCompare } from './api/compare';
import { CompareChart, metricLabel } from './components/CompareChart';
import { Marker } from './components/Marker';
import { plottedPoints, SERIES_STYLES } from './rules';

const rangeLabel: Record<HistoryRange, MessageDescriptor> = {
  '7d': msg`7D`,
  '30d': msg`30D`,
  '90d': msg`90D`,
  '1y': msg`1Y`,
  all: msg`All`,
};
const scaleLabel: Record<CompareScale, MessageDescriptor> = {
  absolute: msg`Absolute`,
  indexed: msg`Indexed to 100`,
  log: msg`Log scale`,
};

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-5);
  min-width: 0;
`;
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3) var(--space-5);
  align-items: center;
`;
const Picker = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;
const AddChannel = styled.div`
  max-width: 28rem;
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;
const LegendItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  padding-block: var(--space-1);
  padding-inline: var(--space-3) var(--space-1);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-full);
  background: var(--color-surface);
  font-size: var(--font-size-sm);
  max-width: 100%;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  svg {
    flex: none;
  }
`;
const Note = styled.p`
  margin: 0;
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
`;

/** A legend's sample of a line: its dash in its colour, with its marker in the middle. */
function LineSample({ index }: { index: number }) {
  const style = SERIES_STYLES[index]!;
  return (
    <svg width={28} height={12} aria-hidden="true">
      <line
        x1={1}
        x2={27}
        y1={6}
        y2={6}
        stroke={style.colour}
        strokeWidth={2}
        strokeDasharray={style.dash || undefined}
      />
      <Marker shape={style.marker} x={14} y={6} size={8} colour={style.colour} />
    </svg>
  );
}

/**
 * /compare (issue 43): 2 to 8 of the user's channels on one chart. The address's search params hold the
 * choice (channels, figure, scale, range: the contract's parseCompareSearch / compareHref), so a copied or
 * reloaded address shows the same chart; ids that are not among the user's channels are left out.
 */
export function CompareScreen() {
  const { t } = useLingui();
  useDocumentTitle(t`Compare channels`);
  const channels = useChannels();
  return (
    <Page>
      <PageHeader
        title={t`Compare channels`}
        description={t`See up to eight of your channels on one chart.`}
      />
      <ReadState
        read={channels}
        errorTitle={t`Could not load your channels`}
        loading={
          <Column role="status" aria-label={t`Loading channels`}>
            <Skeleton height={48} />
            <Skeleton height={300} />
          </Column>
        }
      >
        {(list) => <Comparison channels={list} />}
      </ReadState>
    </Page>
  );
}

function Comparison({ channels }: { channels: Channel[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const [searchParams, setSearchParams] = useHostSearchParams();
  const addRef = useRef<HTMLDivElement>(null);
  const asked = parseCompareSearch(searchParams);
  const known = new Map(channels.map((channel) => [channel.id, channel]));
  const chosen = asked.channels.filter((id) => known.has(id));
  const choice: CompareChoice = { ...asked, channels: chosen };
  const update = (next: Partial<CompareChoice>) =>
    setSearchParams(compareSearch({ ...choice, ...next }), { replace: true });
  const enough = chosen.length >= COMPARE_MIN_CHANNELS;
  const full = chosen.length >= COMPARE_MAX_CHANNELS;
  const comparison = useCompare({ channels: chosen, metric: choice.metric, range: choice.range }, enough);

  const remove = (id: number) => {
    update({ channels: chosen.filter((other) => other !== id) });
    // The removed entry's button is gone: focus goes back to where channels are added.
    addRef.current?.querySelector('button')?.focus();
  };
  const addable = channels
    .filter((channel) => !chosen.includes(channel.id))
    .map((channel) => ({ id: String(channel.id), label: channel.channelName }));

  const series = useMemo(
    () =>
      (comparison.data?.series ?? []).map((s) => ({
        channelId: s.channelId,
        name: s.channelName,
        style: SERIES_STYLES[Math.max(0, chosen.indexOf(s.channelId))]!,
        points: plottedPoints(s.points, choice.scale),
      })),
    [comparison.data, choice.scale, chosen],
  );

  return (
    <Column>
      <Card>
        <CardContent>
          <Picker>
            <AddChannel ref={addRef}>
              <Select
                label={t`Add a channel`}
                placeholder={t`Choose a channel`}
                items={addable}
                selectedKey={null}
                isDisabled={full || addable.length === 0}
                onSelectionChange={(key) => key !== null && update({ channels: [...chosen, Number(key)] })}
                description={
                  full
                    ? t`You are comparing the most channels a chart holds (8). Remove one to add another.`
                    : addable.length === 0
                      ? t`Every one of your channels is on the chart.`
                      : t`Choose 2 to 8 channels.`
                }
              />
            </AddChannel>
            {chosen.length > 0 && (
              <Legend aria-label={t`Channels compared`}>
                {chosen.map((id, index) => {
                  const channel = known.get(id)!;
                  return (
                    <LegendItem key={id}>
                      <LineSample index={index} />
                      <span>{channel.channelName}</span>
                      <IconButton
                        size="sm"
                        aria-label={t`Remove ${channel.channelName} from the comparison`}
                        icon={<X size={14} aria-hidden="true" />}
                        onPress={() => remove(id)}
                      />
                    </LegendItem>
                  );
                })}
              </Legend>
            )}
          </Picker>
        </CardContent>
      </Card>
      <Controls>
        <ChoiceChips
          aria-label={t`Figure`}
          items={COMPARE_METRICS.map((id) => ({ id, label: metricLabel(id, i18n) }))}
          selectedKey={choice.metric}
          onSelectionChange={(metric: CompareMetric) => update({ metric })}
        />
        <ChoiceChips
          aria-label={t`Scale`}
          items={COMPARE_SCALES.map((id) => ({ id, label: i18n._(scaleLabel[id]) }))}
          selectedKey={choice.scale}
          onSelectionChange={(scale: CompareScale) => update({ scale })}
        />
        <ChoiceChips
          aria-label={t`Time range`}
          items={HISTORY_RANGES.map((id) => ({ id, label: i18n._(rangeLabel[id]) }))}
          selectedKey={choice.range}
          onSelectionChange={(range: HistoryRange) => update({ range })}
        />
      </Controls>
      {choice.scale === 'indexed' && (
        <Note>
          <Trans>Each line starts at 100: 150 means half as much again as at the start of the range.</Trans>
        </Note>
      )}
      {choice.scale === 'log' && (
        <Note>
          <Trans>On a log scale, equal steps up are equal growth in percent; a zero is left out.</Trans>
        </Note>
      )}
      {!enough ? (
        <EmptyState
          headingLevel={2}
          icon={<GitCompareArrows size={24} />}
          title={
            channels.length < COMPARE_MIN_CHANNELS
              ? t`Connect at least two channels to compare them`
              : t`Choose at least two channels to compare`
          }
          description={t`Add channels above; the chart shows them side by side, and the page's address keeps your choice to share or come back to.`}
        />
      ) : (
        <ReadState
          read={comparison}
          errorTitle={t`Could not load the comparison`}
          errorHeadingLevel={2}
          loading={
            <div role="status" aria-label={t`Loading the comparison`}>
              <Skeleton height={300} />
            </div>
          }
          isEmpty={() => series.every((s) => s.points.length === 0)}
          empty={
            <EmptyState
              headingLevel={2}
              icon={<GitCompareArrows size={24} />}
              title={t`Nothing to draw in this range yet`}
              description={t`The figures grow as the channels are refreshed. Try a longer range, or another figure.`}
            />
          }
        >
          {() => (
            <CompareChart
              series={series}
              metric={choice.metric}
              scale={choice.scale}
              withTime={choice.metric !== 'uploads' && (choice.range === '7d' || choice.range === '30d')}
            />
          )}
        </ReadState>
      )}
    </Column>
  );
}
