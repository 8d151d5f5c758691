'use client';

import styled from 'styled-components';
import { FigureList } from '@channel-countdown/ui';

/** SPEC §2 card colour: red while a timer runs, green otherwise. The tone is a data attribute. */
export const CardRoot = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-top: 4px solid var(--card-accent);
  border-radius: var(--radius-lg);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-sm);

  &[data-timer='running'] {
    --card-accent: var(--color-danger);
    --card-subtle: var(--color-danger-subtle);
    --card-text: var(--color-danger-text);
  }
  &[data-timer='idle'] {
    --card-accent: var(--color-success);
    --card-subtle: var(--color-success-subtle);
    --card-text: var(--color-success-text);
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  min-width: 0;
`;

export const ThumbnailWrap = styled.div`
  position: relative;
  flex: none;
`;

/** The orange dot over the thumbnail when the channel data is over 24 hours old. */
export const StaleDot = styled.span`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  width: 12px;
  height: 12px;
  border-radius: var(--radius-full);
  background: var(--color-warning);
  border: 2px solid var(--color-surface);
`;

/** A failed refresh: the figures above are the last good ones (issue 46). */
export const StaleNote = styled.p`
  margin: 0;
  padding: var(--space-1) var(--space-2);
  border-radius: var(--radius-sm);
  background: var(--color-warning-subtle);
  color: var(--color-warning-text);
  font-size: var(--font-size-xs);
`;

export const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;
  flex: 1;
`;

/** The whole name on two lines at most (a longer one ends in an ellipsis; its title holds all of it). */
export const ChannelName = styled.h3`
  margin: 0;
  font-size: var(--font-size-lg);
  font-weight: 600;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  line-clamp: 2;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

export const Since = styled.p`
  margin: 0;
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;

export const Remaining = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-1);
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--card-subtle);
  color: var(--card-text);
`;

export const RemainingLabel = styled.span`
  font-size: var(--font-size-xs);
  font-weight: 600;
  letter-spacing: 0.08em;
`;

export const Countdown = styled.span`
  font-size: var(--font-size-xl);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

export const Stats = styled(FigureList)`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: var(--space-2);
  text-align: center;

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: var(--space-1);
    padding: var(--space-2);
    border-radius: var(--radius-md);
    background: var(--color-surface-muted);
  }
  & dd {
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  /* A longer language's "View Channel" takes the line, and the small buttons go under it. */
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  /* The small buttons' height (Button's 'sm'), before they render. */
  min-height: 2rem;
  margin-top: auto;

  & > :first-child {
    flex: 1;
  }
`;

/** The note count over the notes button. */
export const CountBadge = styled.span`
  position: absolute;
  top: -4px;
  inset-inline-end: -4px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: var(--radius-full);
  background: var(--color-primary);
  color: var(--color-primary-contrast);
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
`;

export const NotesButtonWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

/** The subscriber sparkline and the last upload's time, on one line under the figures. */
/** The subscribers gained over the last day and week, or the upload streak: a line of small print under the figures. */
export const Gains = styled.div`
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);

  & > dl {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-1) var(--space-4);
    margin: 0;
  }
  & > dl > div {
    position: relative;
    display: flex;
    gap: var(--space-1);
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    color: var(--color-text);
  }
`;

export const Trend = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-2);
  min-height: 24px;
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);

  /* One line on the narrowest card, so cards in a row keep the same height. */
  span {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;
