'use client';

import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { scaleLinear, scaleLog, scaleTime } from 'd3-scale';
import { line } from 'd3-shape';
import styled from 'styled-components';
import type { CompareMetric, CompareScale } from '@channel-countdown/contract';
import { VisuallyHidden } from '@channel-countdown/ui';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { axisLabels, exactFigure, useElementWidth } from '../../channel-page';
import { dateTimeFormat, numberFormat } from '../../i18n';
import { logTicks, type PlottedPoint, type SeriesStyle } from '../rules';
import { Marker } from './Marker';

export interface ChartSeries {
  channelId: number;
  name: string;
  style: SeriesStyle;
  /** Oldest first. */
  points: readonly PlottedPoint[];
}

export interface CompareChartProps {
  series: readonly ChartSeries[];
  metric: CompareMetric;
  scale: CompareScale;
  /** Whether a point's moment is shown with its hour (short ranges of figures). */
  withTime: boolean;
}

const HEIGHT = 300;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 60 };
/** Above this many points a line's markers are drawn only at its last point. */
const MAX_MARKERS = 40;

/** The chart's formats in a page's language. */
const formatsOf = (locale: string) => ({
  day: dateTimeFormat(locale, { month: 'short', day: 'numeric' }),
  date: dateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
  time: dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
  index: numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
});

/* Time runs left to right in every language, as on the channel page's chart (HistoryChart). */
const Frame = styled.div`
  position: relative;
  direction: ltr;
  width: 100%;
  min-width: 0;
  border-radius: var(--radius-md);
  outline: none;

  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
  svg {
    display: block;
    overflow: visible;
  }
`;

const Tooltip = styled.div<{ $left: number; $top: number; $flip: boolean }>`
  position: absolute;
  /* physical: the chart is drawn left to right in every language (see Frame), and so is its tooltip's place */
  left: ${({ $left }) => $left}px;
  top: ${({ $top }) => $top}px;
  transform: translate(${({ $flip }) => ($flip ? 'calc(-100% - 12px)' : '12px')}, -50%);
  padding: var(--space-1) var(--space-2);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-sm);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-md);
  font-size: var(--font-size-xs);
  white-space: nowrap;
  pointer-events: none;

  strong {
    display: block;
    font-size: var(--font-size-sm);
  }
`;

export function metricLabel(metric: CompareMetric, i18n: I18n): string {
  switch (metric) {
    case 'subscribers':
      return i18n._(msg`Subscribers`);
    case 'views':
      return i18n._(msg`Views`);
    case 'uploads':
      return i18n._(msg`Uploads per week`);
  }
}

/** A point's figure as the table and tooltip say it: exact, with its index beside it when indexed. */
function pointText(point: PlottedPoint, scale: CompareScale, locale: string): string {
  const exact = exactFigure(point.value, locale);
  return scale === 'indexed' ? `${exact} (${formatsOf(locale).index.format(point.plotted)})` : exact;
}

/**
 * The chosen channels' lines on one chart (SVG, d3-scale and d3-shape, as the channel page's chart): a linear
 * or a log y-axis, each line in its channel's colour, dash and marker. One tab stop: Left and Right (Home,
 * End) move along a line, Up and Down to the next channel's point nearest in time, each announced; a hidden
 * table per channel lists every point's exact figure for screen readers.
 */
export function CompareChart({ series, metric, scale, withTime }: CompareChartProps) {
  const { i18n } = useLingui();
  const format = formatsOf(i18n.locale);
  const momentFormat = withTime ? format.time : format.date;
  const [frameRef, width] = useElementWidth<HTMLDivElement>(640);
  const [active, setActive] = useState<{ series: number; index: number } | null>(null);
  const [announce, setAnnounce] = useState(false);
  const captionId = useId();
  const label = metricLabel(metric, i18n);
  const drawn = series.filter((s) => s.points.length > 0);

  const { x, y, yTicks } = useMemo(() => {
    const all = drawn.flatMap((s) => s.points);
    const times = all.map((p) => p.at.getTime());
    const values = all.map((p) => p.plotted);
    const first = Math.min(...times);
    const last = Math.max(...times);
    const x = scaleTime()
      .domain(first === last ? [first - 3_600_000, last + 3_600_000] : [first, last])
      .range([MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const range = [HEIGHT - MARGIN.bottom, MARGIN.top];
    if (scale === 'log') {
      const y = scaleLog()
        .domain(low === high ? [low / 1.5, high * 1.5] : [low, high])
        .range(range);
      const [from, to] = y.domain() as [number, number];
      return { x, y, yTicks: logTicks(from, to) };
    }
    const pad = low === high ? Math.max(1, Math.abs(low) * 0.01) : 0;
    const y = scaleLinear()
      .domain([low - pad, high + pad])
      .nice(4)
      .range(range);
    return { x, y, yTicks: y.ticks(4) };
  }, [drawn, scale, width]);

  const tickLabels =
    scale === 'indexed' ? yTicks.map((tick) => format.index.format(tick)) : axisLabels(yTicks, i18n.locale);
  const xTicks = x.ticks(width < 480 ? 3 : 6);
  const activeSeries = active === null ? undefined : drawn[active.series];
  const activePoint = active === null ? undefined : activeSeries?.points[active.index];

  const describe = (s: ChartSeries, point: PlottedPoint) =>
    i18n._(msg`${s.name}, ${momentFormat.format(point.at)}: ${pointText(point, scale, i18n.locale)}`);

  const nearest = (points: readonly PlottedPoint[], time: number) => {
    let best = 0;
    points.forEach((p, index) => {
      if (Math.abs(p.at.getTime() - time) < Math.abs(points[best]!.at.getTime() - time)) best = index;
    });
    return best;
  };
  const move = (next: { series: number; index: number }) => {
    const s = drawn[next.series];
    if (!s) return;
    setActive({ series: next.series, index: Math.max(0, Math.min(s.points.length - 1, next.index)) });
    setAnnounce(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (drawn.length === 0) return;
    const current = active ?? { series: 0, index: drawn[0]!.points.length - 1 };
    const points = drawn[current.series]!.points;
    const time = points[current.index]?.at.getTime() ?? 0;
    const other = (step: number) => {
      const next = (current.series + step + drawn.length) % drawn.length;
      return { series: next, index: nearest(drawn[next]!.points, time) };
    };
    const next = {
      ArrowLeft: { ...current, index: current.index - 1 },
      ArrowRight: { ...current, index: current.index + 1 },
      Home: { ...current, index: 0 },
      End: { ...current, index: points.length - 1 },
      ArrowUp: other(-1),
      ArrowDown: other(1),
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const time = x.invert(event.clientX - box.left).getTime();
    const top = event.clientY - box.top;
    // The line nearest the pointer at that moment.
    let best: { series: number; index: number; distance: number } | null = null;
    drawn.forEach((s, seriesIndex) => {
      const index = nearest(s.points, time);
      const distance = Math.abs(y(s.points[index]!.plotted) - top);
      if (!best || distance < best.distance) best = { series: seriesIndex, index, distance };
    });
    if (best)
      setActive({ series: (best as { series: number }).series, index: (best as { index: number }).index });
    setAnnounce(false);
  };

  const name = i18n._(
    msg`${plural(drawn.length, {
      one: '# channel compared. Use the arrow keys to move between points, up and down to move between channels.',
      other:
        '# channels compared. Use the arrow keys to move between points, up and down to move between channels.',
    })}`,
  );

  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Frame
        ref={frameRef}
        tabIndex={0}
        role="group"
        aria-label={`${label}. ${name}`}
        aria-describedby={captionId}
        onKeyDown={onKeyDown}
        onFocus={() =>
          active === null && drawn.length > 0 && move({ series: 0, index: drawn[0]!.points.length - 1 })
        }
        onBlur={() => setActive(null)}
        data-testid="compare-chart"
      >
        <svg
          width={width}
          height={HEIGHT}
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <g fontSize={11} fill="var(--color-text-muted)">
            {yTicks.map((tick, index) => (
              <g key={tick} transform={`translate(0 ${y(tick)})`}>
                <line
                  x1={MARGIN.left}
                  x2={width - MARGIN.right}
                  stroke="var(--color-border)"
                  strokeDasharray="3 3"
                />
                <text x={MARGIN.left - 8} dy="0.32em" textAnchor="end">
                  {tickLabels[index]}
                </text>
              </g>
            ))}
            {xTicks.map((tick) => (
              <text key={tick.getTime()} x={x(tick)} y={HEIGHT - 8} textAnchor="middle">
                {format.day.format(tick)}
              </text>
            ))}
          </g>
          {drawn.map((s) => {
            const path = line<PlottedPoint>()
              .x((p) => x(p.at))
              .y((p) => y(p.plotted))(s.points as PlottedPoint[]);
            const markers = s.points.length <= MAX_MARKERS ? s.points : s.points.slice(-1);
            return (
              <g key={s.channelId} data-series={s.name}>
                {path && (
                  <path
                    d={path}
                    fill="none"
                    stroke={s.style.colour}
                    strokeWidth={2}
                    strokeDasharray={s.style.dash || undefined}
                    strokeLinejoin="round"
                  />
                )}
                {markers.map((p) => (
                  <Marker
                    key={p.at.getTime()}
                    shape={s.style.marker}
                    x={x(p.at)}
                    y={y(p.plotted)}
                    size={7}
                    colour={s.style.colour}
                  />
                ))}
              </g>
            );
          })}
          {activeSeries && activePoint && (
            <g>
              <line
                x1={x(activePoint.at)}
                x2={x(activePoint.at)}
                y1={MARGIN.top}
                y2={HEIGHT - MARGIN.bottom}
                stroke="var(--color-text-muted)"
              />
              <circle
                cx={x(activePoint.at)}
                cy={y(activePoint.plotted)}
                r={7}
                fill="var(--color-surface)"
                stroke={activeSeries.style.colour}
                strokeWidth={2}
              />
              <Marker
                shape={activeSeries.style.marker}
                x={x(activePoint.at)}
                y={y(activePoint.plotted)}
                size={6}
                colour={activeSeries.style.colour}
              />
            </g>
          )}
        </svg>
        {activeSeries && activePoint && (
          <Tooltip
            $left={x(activePoint.at)}
            $top={y(activePoint.plotted)}
            $flip={x(activePoint.at) > width / 2}
            data-testid="chart-tooltip"
          >
            <strong>{activeSeries.name}</strong>
            {pointText(activePoint, scale, i18n.locale)} · {momentFormat.format(activePoint.at)}
          </Tooltip>
        )}
      </Frame>
      <VisuallyHidden aria-live="polite">
        {announce && activeSeries && activePoint ? describe(activeSeries, activePoint) : ''}
      </VisuallyHidden>
      <VisuallyHidden as="figcaption" id={captionId}>
        {drawn.map((s) => describe(s, s.points.at(-1)!)).join('. ')}
      </VisuallyHidden>
      <VisuallyHidden>
        {drawn.map((s) => (
          <table key={s.channelId} data-channel={s.name}>
            <caption>{i18n._(msg`${s.name}: ${label}`)}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Time</Trans>
                </th>
                <th scope="col">
                  {scale === 'indexed' ? i18n._(msg`${label} (index, start = 100)`) : label}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.points.map((p) => (
                <tr key={p.at.getTime()}>
                  <td>{momentFormat.format(p.at)}</td>
                  <td>{pointText(p, scale, i18n.locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </VisuallyHidden>
    </figure>
  );
}
