'use client';

import styled, { css } from 'styled-components';
import { ExternalLink, Trash2 } from 'lucide-react';
import { youTubeChannelUrl, type ActiveTimer } from '@channel-countdown/contract';
import { Badge, Card, FigureList, IconButton, Inline, Skeleton } from '@channel-countdown/ui';
import {
  ChannelPageLink,
  ChannelThumbnail,
  ExternalLinkButton,
  countText,
  timeLeftText,
  subscriberText,
  timerStatus,
  timerStatusMessage,
  timerStatusTone,
  PauseResumeButton,
} from '../channels';
import { LazyTooltip, useDayText } from '../shared';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';

const cardBox = css`
  gap: var(--space-4);
  padding: var(--space-5);
`;

const Root = styled(Card).attrs({ as: 'article' })`
  ${cardBox}
`;

/** The card's box without the article: a placeholder is no timer yet. */
const SkeletonRoot = styled(Card)`
  ${cardBox}
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

const Stats = styled(FigureList)`
  display: grid;
  grid-template-columns: auto 1fr 1fr;
  gap: var(--space-2);

  div {
    display: flex;
    flex-direction: column;
  }
  dd {
    font-weight: 600;
    /* '3d 4h 12m' stays on one line. */
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

/** Takes the height of one line of text in the font around it; its placeholder leaves a little air above and below. */
const LineBox = styled.span`
  display: block;
  height: 1lh;
  padding: 0.2lh 0;
`;

const Line = ({ width }: { width: string }) => (
  <LineBox>
    <Skeleton width={width} height="100%" />
  </LineBox>
);

/** A figure's label and value, each line as tall as the card's own. */
const FigureSkeleton = styled.div`
  & > :first-child {
    font-size: var(--font-size-xs);
  }
`;

export interface TimerCardProps {
  timer: ActiveTimer;
  /** Whether the channel's counts are YouTube's rounded page figures (its countsApproximate): '≈1.6M'. */
  countsApproximate: boolean;
  now: Date;
  onDelete: (timer: ActiveTimer) => void;
}

/** One active timer on the /timers page (SPEC §2). */
export function TimerCard({ timer, countsApproximate, now, onDelete }: TimerCardProps) {
  const { channel } = timer;
  const status = timerStatus(timer, now);
  const channelUrl = youTubeChannelUrl(channel.channelId);
  const titleId = `timer-${timer.id}-title`;
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const started = useDayText(new Date(timer.startTime), i18n.locale);
  const channelName = channel.channelName;
  return (
    <Root aria-labelledby={titleId}>
      <Inline wrap={false} gap={3}>
        <ChannelThumbnail src={channel.thumbnailUrl} size={48} />
        <div>
          <Title id={titleId}>
            <ChannelPageLink channelId={channel.id}>
              <bdi>{channel.channelName}</bdi>
            </ChannelPageLink>
          </Title>
          <Muted>
            <Trans>Started {started}</Trans>
          </Muted>
        </div>
        <Badge tone={timerStatusTone[status]} style={{ marginLeft: 'auto' }}>
          {i18n._(timerStatusMessage[status])}
        </Badge>
      </Inline>
      <Stats>
        <div>
          <dt>
            <Trans>Time Left</Trans>
          </dt>
          <dd>{timeLeftText(timer, now, i18n)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Subscribers</Trans>
          </dt>
          <dd>{subscriberText(channel.subscriberCount, countsApproximate)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Videos</Trans>
          </dt>
          <dd>{countText(channel.videoCount, countsApproximate)}</dd>
        </div>
      </Stats>
      <Inline wrap={false} gap={2}>
        <ExternalLinkButton href={channelUrl} variant="outline" size="sm">
          <Trans>View</Trans>
        </ExternalLinkButton>
        <LazyTooltip content={t`Open on YouTube`}>
          <ExternalLinkButton
            href={channelUrl}
            variant="ghost"
            size="sm"
            aria-label={t`Open ${channelName} on YouTube`}
          >
            <ExternalLink size={16} aria-hidden="true" />
          </ExternalLinkButton>
        </LazyTooltip>
        {(status === 'running' || status === 'paused') && (
          <PauseResumeButton timer={timer} channelName={channel.channelName} />
        )}
        <LazyTooltip content={t`Delete timer`}>
          <IconButton
            aria-label={t`Delete timer for ${channelName}`}
            variant="ghost"
            size="sm"
            icon={<Trash2 size={16} aria-hidden="true" />}
            onPress={() => onDelete(timer)}
            style={{ marginLeft: 'auto' }}
          />
        </LazyTooltip>
      </Inline>
    </Root>
  );
}

/**
 * The shape of a TimerCard while the timers load: the same card, rows and sizes, with placeholders where the
 * channel, its figures and its buttons will be, so the cards take their places without moving the page.
 */
export function TimerCardSkeleton() {
  return (
    <SkeletonRoot>
      <Inline wrap={false} gap={3}>
        <Skeleton width={48} height={48} radius="50%" />
        <div style={{ flex: 1 }}>
          <Title as="div">
            <Line width="70%" />
          </Title>
          <Muted as="div">
            <Line width="50%" />
          </Muted>
        </div>
      </Inline>
      <Stats as="div">
        {['5rem', '4rem', '3rem'].map((width) => (
          <FigureSkeleton key={width}>
            <Line width="80%" />
            <Line width={width} />
          </FigureSkeleton>
        ))}
      </Stats>
      <Skeleton width="100%" height="2rem" />
    </SkeletonRoot>
  );
}
