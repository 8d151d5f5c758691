import styled from 'styled-components';
import { ExternalLink, Trash2 } from 'lucide-react';
import { youTubeChannelUrl, type ActiveTimer } from '@channel-countdown/contract';
import { Badge, Card, FigureList, IconButton, Inline } from '@channel-countdown/ui';
import {
  ChannelPageLink,
  ChannelThumbnail,
  ExternalLinkButton,
  countText,
  timeLeftText,
  subscriberText,
  timerStatus,
  timerStatusLabel,
  timerStatusTone,
  PauseResumeButton,
} from '../channels';
import { formatDay, LazyTooltip } from '../shared';

const Root = styled(Card).attrs({ as: 'article' })`
  gap: var(--space-4);
  padding: var(--space-5);
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
          <Muted>Started {formatDay(new Date(timer.startTime))}</Muted>
        </div>
        <Badge tone={timerStatusTone[status]} style={{ marginLeft: 'auto' }}>
          {timerStatusLabel[status]}
        </Badge>
      </Inline>
      <Stats>
        <div>
          <dt>Time Left</dt>
          <dd>{timeLeftText(timer, now)}</dd>
        </div>
        <div>
          <dt>Subscribers</dt>
          <dd>{subscriberText(channel.subscriberCount, countsApproximate)}</dd>
        </div>
        <div>
          <dt>Videos</dt>
          <dd>{countText(channel.videoCount, countsApproximate)}</dd>
        </div>
      </Stats>
      <Inline wrap={false} gap={2}>
        <ExternalLinkButton href={channelUrl} variant="outline" size="sm">
          View
        </ExternalLinkButton>
        <LazyTooltip content="Open on YouTube">
          <ExternalLinkButton
            href={channelUrl}
            variant="ghost"
            size="sm"
            aria-label={`Open ${channel.channelName} on YouTube`}
          >
            <ExternalLink size={16} aria-hidden="true" />
          </ExternalLinkButton>
        </LazyTooltip>
        {(status === 'running' || status === 'paused') && (
          <PauseResumeButton timer={timer} channelName={channel.channelName} />
        )}
        <LazyTooltip content="Delete timer">
          <IconButton
            aria-label={`Delete timer for ${channel.channelName}`}
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
