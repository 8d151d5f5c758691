'use client';

import { useId, useState } from 'react';
import styled from 'styled-components';
import { Download, Table2 } from 'lucide-react';
import {
  GAIN_METRICS,
  gainsTotals,
  type GainMetric,
  type GainsDay,
  type GainsPeriod,
  type GainsTotals,
  type HistoryRange,
  type UploadsTotal,
} from '@channel-countdown/contract';
import { ChoiceChips, EmptyState, LinkButton, Skeleton, VisuallyHidden } from '@channel-countdown/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '../../api';
import { ReadState } from '../../shared';
import { channelGainsCsvHref, useChannelGains } from '../api/channelData';
import {
  formatExactCount,
  formatGainsDay,
  formatGainsMonth,
  formatSignedAverage,
  formatSignedChange,
  formatUploadKinds,
} from '../rules';
import { Section } from './Section';

const metricLabel: Record<GainMetric, MessageDescriptor> = {
  subscribers: msg`Subscribers`,
  views: msg`Views`,
  videos: msg`Videos`,
};

/** The range as the caption says it. */
const rangeCaption: Record<HistoryRange, MessageDescriptor> = {
  '7d': msg`Daily gains over the last 7 days, newest first`,
  '30d': msg`Daily gains over the last 30 days, newest first`,
  '90d': msg`Daily gains over the last 90 days, newest first`,
  '1y': msg`Daily gains over the last year, newest first`,
  all: msg`Daily gains since the first snapshot, newest first`,
};

/**
 * The tables scroll inside their own box, never the page (a phone of 390 px sees the first columns and
 * scrolls the rest); the box is focusable, so a keyboard scrolls it too, and named by its table's caption.
 */
const Scroller = styled.div`
  /* Positioned, so the cells' visually hidden words are placed (and clipped) inside it, not past the page. */
  position: relative;
  max-width: 100%;
  max-height: 28rem;
  overflow: auto;
  overscroll-behavior-inline: contain;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);

  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 36rem;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  caption {
    padding: var(--space-2);
    text-align: start;
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
  th,
  td {
    padding: var(--space-2);
    border-bottom: 1px solid var(--color-border);
    text-align: end;
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--color-surface);
    font-size: var(--font-size-xs);
    font-weight: 600;
    color: var(--color-text-muted);
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
    font-weight: 500;
  }
  td {
    font-variant-numeric: tabular-nums;
  }
  [data-sign='gain'] {
    color: var(--color-success-text);
  }
  [data-sign='loss'] {
    color: var(--color-danger-text);
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

/** The change columns' heading: the sign of a difference (its full name is read to a screen reader). */
const CHANGE_MARK = msg({
  message: 'Δ',
  comment: 'Heading of a column of daily changes: the sign of a difference, kept short',
});

/** A figure nobody saw: a dash for the eye, "unknown" for a screen reader (never a zero). */
function Unknown() {
  const { t } = useLingui();
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden as="span">{t`unknown`}</VisuallyHidden>
    </>
  );
}

function Cell({ text, value }: { text: string | null; value?: number | null }) {
  const sign = value === undefined || value === null || value === 0 ? undefined : value > 0 ? 'gain' : 'loss';
  return <td data-sign={sign}>{text === null ? <Unknown /> : text}</td>;
}

/** "Δ" for the eye; "Subscribers change" (…) for a screen reader. */
function ChangeHeader({ metric }: { metric: GainMetric }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const figure = i18n._(metricLabel[metric]);
  return (
    <>
      <span aria-hidden="true">{i18n._(CHANGE_MARK)}</span>
      <VisuallyHidden as="span">{t`${figure} change`}</VisuallyHidden>
    </>
  );
}

function DailyTable({ days, range }: { days: GainsDay[]; range: HistoryRange }) {
  const { i18n } = useLinguiContext();
  const captionId = useId();
  const newestFirst = [...days].reverse();
  return (
    <Scroller tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table>
        <caption id={captionId}>{i18n._(rangeCaption[range])}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Date</Trans>
            </th>
            {GAIN_METRICS.flatMap((metric) => [
              <th key={metric} scope="col">
                {i18n._(metricLabel[metric])}
              </th>,
              <th key={`${metric}-change`} scope="col">
                <ChangeHeader metric={metric} />
              </th>,
            ])}
            <th scope="col">
              <Trans comment="Heading of the gains table's column of the day's uploads by kind">
                Uploads
              </Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatGainsDay(day.date, i18n.locale)}</th>
              {GAIN_METRICS.map((metric) => {
                const { count, change } = day[metric];
                return [
                  <Cell key={metric} text={count === null ? null : formatExactCount(count, i18n.locale)} />,
                  <Cell
                    key={`${metric}-change`}
                    text={formatSignedChange(change, i18n.locale)}
                    value={change}
                  />,
                ];
              })}
              <Cell text={formatUploadKinds(day.uploads, i18n)} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

/** A period's uploads by kind, with how many of its days were known when not all were. */
function UploadsTotalCell({ total, all }: { total: UploadsTotal; all: number }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const known = total.knownDays;
  return (
    <td>
      {total.counts === null ? <Unknown /> : formatUploadKinds(total.counts, i18n)}
      {known > 0 && known < all && (
        <>
          <VisuallyHidden as="span">{t`(${known} of ${all} days known)`}</VisuallyHidden>
          <span aria-hidden="true">{` (${known}/${all})`}</span>
        </>
      )}
    </td>
  );
}

const periodCaption: Record<GainsPeriod, MessageDescriptor> = {
  week: msg`Totals by week (Monday to Sunday) and average per day, newest first`,
  month: msg`Totals by month and average per day, newest first`,
};

function TotalsTable({ totals, period }: { totals: GainsTotals[]; period: GainsPeriod }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const captionId = useId();
  const periodName = (row: GainsTotals) => {
    if (period === 'month') return formatGainsMonth(row.start, i18n.locale);
    const day = formatGainsDay(row.start, i18n.locale);
    return t`Week of ${day}`;
  };
  return (
    <Scroller tabIndex={0} role="region" aria-labelledby={captionId}>
      <Table>
        <caption id={captionId}>{i18n._(periodCaption[period])}</caption>
        <thead>
          <tr>
            <th scope="col">{period === 'week' ? <Trans>Week</Trans> : <Trans>Month</Trans>}</th>
            {GAIN_METRICS.flatMap((metric) => {
              const figure = i18n._(metricLabel[metric]);
              return [
                <th key={metric} scope="col">
                  {t`${figure} change`}
                </th>,
                <th key={`${metric}-average`} scope="col">
                  {t`${figure} per day`}
                </th>,
              ];
            })}
            <th scope="col">
              <Trans comment="Heading of the totals table's column of the period's uploads by kind">
                Uploads
              </Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {[...totals].reverse().map((row) => (
            <tr key={row.start}>
              <th scope="row">{periodName(row)}</th>
              {GAIN_METRICS.flatMap((metric) => {
                const total = row[metric];
                const known = total.knownDays;
                const all = row.days;
                return [
                  <Cell
                    key={metric}
                    text={formatSignedChange(total.change, i18n.locale)}
                    value={total.change}
                  />,
                  <td key={`${metric}-average`}>
                    {total.averagePerDay === null ? (
                      <Unknown />
                    ) : (
                      formatSignedAverage(total.averagePerDay, i18n.locale)
                    )}
                    {known < all && (
                      <VisuallyHidden as="span">{t`(${known} of ${all} days known)`}</VisuallyHidden>
                    )}
                    {known < all && <span aria-hidden="true">{` (${known}/${all})`}</span>}
                  </td>,
                ];
              })}
              <UploadsTotalCell total={row.uploads} all={row.days} />
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroller>
  );
}

/**
 * Issue 43: the channel's daily gains over the page's range (each day's last known figure and its change),
 * with weekly or monthly totals and averages per day, and the table as a CSV file. An unknown figure shows
 * "—" (read "unknown"), never a zero.
 */
export function GainsSection({ channelId, range }: { channelId: number; range: HistoryRange }) {
  const gains = useChannelGains(channelId, range);
  const api = useApiClient();
  const [period, setPeriod] = useState<GainsPeriod>('week');
  const { t } = useLingui();
  const periodItems = [
    { id: 'week' as const, label: t`Weekly` },
    { id: 'month' as const, label: t`Monthly` },
  ];
  const loading = (
    <div role="status" aria-label={t`Loading daily gains`}>
      <Skeleton height={240} />
    </div>
  );
  return (
    <Section
      titleId="channel-gains-title"
      title={t`Daily gains`}
      placeholder={loading}
      ready={!gains.isPending}
      actions={
        <LinkButton href={channelGainsCsvHref(api, channelId, range)} download="" variant="outline" size="sm">
          <Download size={16} aria-hidden="true" />
          <Trans>Export CSV</Trans>
        </LinkButton>
      }
    >
      <ReadState
        read={gains}
        errorTitle={t`Could not load the daily gains`}
        errorHeadingLevel={3}
        loading={loading}
        isEmpty={(data) =>
          data.days.every((day) => GAIN_METRICS.every((metric) => day[metric].count === null))
        }
        empty={
          <EmptyState
            headingLevel={3}
            icon={<Table2 size={24} />}
            title={t`No figures in this range yet`}
            description={t`A day's gains appear once the channel's figures have been read on that day and the day before.`}
          />
        }
      >
        {(data) => (
          <>
            <DailyTable days={data.days} range={range} />
            <Toolbar>
              <ChoiceChips
                aria-label={t`Totals by`}
                items={periodItems}
                selectedKey={period}
                onSelectionChange={setPeriod}
              />
            </Toolbar>
            <TotalsTable totals={gainsTotals(data.days, period)} period={period} />
          </>
        )}
      </ReadState>
    </Section>
  );
}
