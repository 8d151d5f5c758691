'use client';

import { useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { scaleLinear, scaleTime } from 'd3-scale';
import { line } from 'd3-shape';
import styled from 'styled-components';
import { VisuallyHidden } from '@channel-countdown/ui';
import { approximately } from '../../channels';
import { axisLabels, exactFigure, FIGURE_MESSAGES, type FigureKey } from '../rules';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { dateTimeFormat } from '../../i18n';

export interface ChartPoint {
  at: Date;
  value: number;
  approximate: boolean;
}

export interface HistoryChartProps {
  /** Oldest first. */
  points: readonly ChartPoint[];
  /** The figure shown: subscribers, videos or views. */
  figure: FigureKey;
}

const HEIGHT = 240;
const MARGIN = { top: 12, right: 16, bottom: 28, left: 56 };
/** Above this many points the dots are left out (only the line and the active point are drawn). */
const MAX_DOTS = 60;
/** The line's own units across the plot, which its SVG stretches to the plot's width. */
const LINE_UNITS = 1000;
/** Below this plot width (a chart 480 px wide) only every other date is labelled, so the labels keep apart. */
const NARROW_PLOT_PX = 480 - MARGIN.left - MARGIN.right;

/** The chart's day (axis) and moment (points) formats in a page's language. */
const dateFormatsOf = (locale: string) => ({
  day: dateTimeFormat(locale, { month: 'short', day: 'numeric' }),
  point: dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }),
});

/*
 * Time runs left to right in every language, right-to-left ones included, as the figures in it do (digits and
 * dates read left to right in Arabic too); the arrow keys keep their meaning (right: later). The chart, its
 * axis labels and its tooltip's place are drawn in that one direction (`direction: ltr`); the tooltip's words
 * follow the page's language.
 */
const Frame = styled.div`
  position: relative;
  direction: ltr;
  width: 100%;
  min-width: 0;
  /* The plot is the content box: the value labels sit in the left padding, as wide as the old margins. */
  padding: 0 ${MARGIN.right}px 0 ${MARGIN.left}px;
  container-type: inline-size;
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
  @container (width < ${NARROW_PLOT_PX}px) {
    .every-other {
      display: none;
    }
  }
`;

const Tooltip = styled.div<{ $left: number; $top: number; $flip: boolean }>`
  position: absolute;
  /* physical: the chart is drawn left to right in every language (Frame); $left is the plot's percentage */
  left: calc(${MARGIN.left}px + (100% - ${MARGIN.left + MARGIN.right}px) * ${({ $left }) => $left / 100});
  top: ${({ $top }) => $top}px;
  transform: translate(${({ $flip }) => ($flip ? 'calc(-100% - 10px)' : '10px')}, -50%);
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

/** What a point says, for the tooltip, the live region and the table. */
function describe(point: ChartPoint, figure: FigureKey, i18n: I18n): string {
  const at = dateFormatsOf(i18n.locale).point.format(point.at);
  const value = pointFigure(point, i18n.locale);
  switch (figure) {
    case 'subscriberCount':
      return i18n._(msg`${at}: ${value} subscribers`);
    case 'videoCount':
      return i18n._(msg`${at}: ${value} videos`);
    case 'viewCount':
      return i18n._(msg`${at}: ${value} views`);
  }
}

/** The chart's name: its figure and how many points it has. */
function chartName(figure: FigureKey, count: number, i18n: I18n): string {
  switch (figure) {
    case 'subscriberCount':
      return i18n._(
        msg`${plural(count, {
          one: 'Subscribers history chart, # point. Use the arrow keys to move between points.',
          other: 'Subscribers history chart, # points. Use the arrow keys to move between points.',
        })}`,
      );
    case 'videoCount':
      return i18n._(
        msg`${plural(count, {
          one: 'Videos history chart, # point. Use the arrow keys to move between points.',
          other: 'Videos history chart, # points. Use the arrow keys to move between points.',
        })}`,
      );
    case 'viewCount':
      return i18n._(
        msg`${plural(count, {
          one: 'Views history chart, # point. Use the arrow keys to move between points.',
          other: 'Views history chart, # points. Use the arrow keys to move between points.',
        })}`,
      );
  }
}

/** 'From <first point> to <last point>.' */
const fromTo = (first: string, last: string, i18n: I18n) => i18n._(msg`From ${first} to ${last}.`);

/** A point's exact figure, with '≈' when it is YouTube's rounded page figure. */
const pointFigure = (point: ChartPoint, locale: string) =>
  approximately(exactFigure(point.value, locale), point.approximate);

/**
 * A line chart of one figure over time, drawn as SVG with d3-scale and d3-shape (see docs/architecture.md,
 * "The channel page's chart"). Colours are the theme's custom properties, so it reads in light and dark. The
 * chart is one tab stop: arrow keys (Home, End) move between the points, each shown in the tooltip and
 * announced; a hidden table lists every point for screen readers.
 *
 * Across, the chart is drawn in percentages of its plot (the line in its own units, stretched to the plot's
 * width), so it is right at any width from its first render and a resize draws nothing again. Measuring the
 * width and drawing the chart again at it cost a phone's load one task of 100–260 ms at 4× (bench:inp's
 * load, profiled).
 */
export function HistoryChart({ points, figure }: HistoryChartProps) {
  const { i18n } = useLingui();
  const { day: dayFormat, point: pointFormat } = dateFormatsOf(i18n.locale);
  const label = i18n._(FIGURE_MESSAGES[figure].label);
  const [active, setActive] = useState<number | null>(null);
  const [announce, setAnnounce] = useState(false);
  const captionId = useId();

  const { x, y, path } = useMemo(() => {
    const times = points.map((p) => p.at.getTime());
    const values = points.map((p) => p.value);
    const first = Math.min(...times);
    const last = Math.max(...times);
    // A single moment still gets a span, so its one point sits in the middle rather than at the edge.
    // Percentages of the plot's width.
    const x = scaleTime()
      .domain(first === last ? [first - 3_600_000, last + 3_600_000] : [first, last])
      .range([0, 100]);
    const low = Math.min(...values);
    const high = Math.max(...values);
    const pad = low === high ? Math.max(1, Math.abs(low) * 0.01) : 0;
    const y = scaleLinear()
      .domain([low - pad, high + pad])
      .nice(4)
      .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
    const path = line<ChartPoint>()
      .x((p) => (x(p.at) * LINE_UNITS) / 100)
      .y((p) => y(p.value))(points);
    return { x, y, path };
  }, [points]);
  const across = (at: Date) => `${x(at)}%`;

  const xTicks = x.ticks(6);
  const yTicks = y.ticks(4);
  const tickLabels = axisLabels(yTicks, i18n.locale);
  const activePoint = active === null ? null : points[active];

  const move = (index: number) => {
    setActive(Math.max(0, Math.min(points.length - 1, index)));
    setAnnounce(true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const current = active ?? points.length - 1;
    const next = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: points.length - 1 }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const plot = event.currentTarget.getBoundingClientRect();
    const time = x.invert(((event.clientX - plot.left) / plot.width) * 100).getTime();
    let nearest = 0;
    points.forEach((p, index) => {
      if (Math.abs(p.at.getTime() - time) < Math.abs(points[nearest]!.at.getTime() - time)) nearest = index;
    });
    setActive(nearest);
    setAnnounce(false);
  };

  return (
    <figure style={{ margin: 0, minWidth: 0 }}>
      <Frame
        tabIndex={0}
        role="group"
        aria-label={chartName(figure, points.length, i18n)}
        aria-describedby={captionId}
        onKeyDown={onKeyDown}
        onFocus={() => active === null && move(points.length - 1)}
        onBlur={() => setActive(null)}
      >
        <svg
          width="100%"
          height={HEIGHT}
          aria-hidden="true"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <g fontSize={11} fill="var(--color-text-muted)">
            {yTicks.map((tick, index) => (
              <g key={tick} transform={`translate(0 ${y(tick)})`}>
                <line x1={0} x2="100%" stroke="var(--color-border)" strokeDasharray="3 3" />
                <text x={-8} dy="0.32em" textAnchor="end">
                  {tickLabels[index]}
                </text>
              </g>
            ))}
            {xTicks.map((tick, index) => (
              <text
                key={tick.getTime()}
                className={index % 2 === 1 ? 'every-other' : undefined}
                x={across(tick)}
                y={HEIGHT - 8}
                textAnchor="middle"
              >
                {dayFormat.format(tick)}
              </text>
            ))}
          </g>
          {path && (
            <svg
              viewBox={`0 0 ${LINE_UNITS} ${HEIGHT}`}
              preserveAspectRatio="none"
              width="100%"
              height={HEIGHT}
            >
              <path
                d={path}
                fill="none"
                stroke="var(--color-primary)"
                strokeWidth={2}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            </svg>
          )}
          {points.length <= MAX_DOTS &&
            points.map((p) => (
              <circle
                key={p.at.getTime()}
                cx={across(p.at)}
                cy={y(p.value)}
                r={3}
                fill="var(--color-primary)"
              />
            ))}
          {activePoint && (
            <g>
              <line
                x1={across(activePoint.at)}
                x2={across(activePoint.at)}
                y1={MARGIN.top}
                y2={HEIGHT - MARGIN.bottom}
                stroke="var(--color-text-muted)"
              />
              <circle
                cx={across(activePoint.at)}
                cy={y(activePoint.value)}
                r={5}
                fill="var(--color-surface)"
                stroke="var(--color-primary)"
                strokeWidth={2}
              />
            </g>
          )}
        </svg>
        {activePoint && (
          <Tooltip
            $left={x(activePoint.at)}
            $top={y(activePoint.value)}
            $flip={x(activePoint.at) > 50}
            data-testid="chart-tooltip"
          >
            <strong>{pointFigure(activePoint, i18n.locale)}</strong>
            {pointFormat.format(activePoint.at)}
          </Tooltip>
        )}
      </Frame>
      <VisuallyHidden aria-live="polite">
        {announce && activePoint ? describe(activePoint, figure, i18n) : ''}
      </VisuallyHidden>
      <VisuallyHidden as="figcaption" id={captionId}>
        {points.length > 0
          ? fromTo(describe(points[0]!, figure, i18n), describe(points.at(-1)!, figure, i18n), i18n)
          : ''}
      </VisuallyHidden>
      <VisuallyHidden>
        <table>
          <caption>{i18n._(FIGURE_MESSAGES[figure].history)}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">{label}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.at.getTime()}>
                <td>{pointFormat.format(p.at)}</td>
                <td>{pointFigure(p, i18n.locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
