'use client';

import { ExternalLink, RefreshCw } from 'lucide-react';
import styled from 'styled-components';
import { youTubeChannelUrl, type Channel } from '@channel-countdown/contract';
import { Badge, Button, useToast } from '@channel-countdown/ui';
import {
  ChannelThumbnail,
  ExternalLinkButton,
  timeLeftText,
  timeAgo,
  timerStatus,
  timerStatusMessage,
  useRefreshChannel,
  timerStatusTone,
} from '../../channels';
import { useDayText, useNow } from '../../shared';
import { ChannelRemindersButton } from '../../notifications';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInvalidateChannelPage } from '../api/channelData';

const Root = styled.header`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: var(--space-4);
  align-items: center;

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Identity = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;

  h1 {
    margin: 0;
    font-size: 1.75rem;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-1) var(--space-3);
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Timer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
`;

const Countdown = styled.span`
  font-family: var(--font-mono);
  font-size: var(--font-size-xl);
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2) var(--space-3);
`;

/** The channel page's header: who the channel is, its running cycle, its reminders' bell, and where to go from here. */
export function ChannelHeader({ channel }: { channel: Channel }) {
  // Every time shown here is in whole minutes to the timer's end ('2d 4h 13m', Done at the end).
  const now = useNow(60_000, channel.timer?.endTime);
  const refresh = useRefreshChannel();
  const invalidatePage = useInvalidateChannelPage(channel.id);
  const { toast } = useToast();
  const { timer } = channel;
  const status = timerStatus(timer, now);
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const lastUpload = timeAgo(channel.lastUpload, now, i18n);
  const connected = useDayText(new Date(channel.createdAt), i18n.locale);
  const timeLeft = timer ? timeLeftText(timer, now, i18n) : '';

  const onRefresh = () =>
    refresh.mutateAsync(channel.id).then(
      async () => {
        await invalidatePage();
        toast({
          title: t`Channel Updated`,
          description: t`Channel data refreshed from YouTube.`,
          variant: 'success',
        });
      },
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );

  return (
    <Root>
      <ChannelThumbnail src={channel.thumbnailUrl} size={72} />
      <Identity>
        <h1>
          <bdi>{channel.channelName}</bdi>
        </h1>
        <Meta>
          <span>{channel.channelId}</span>
          <span>
            <Trans>Connected {connected}</Trans>
          </span>
          <span>{lastUpload ? t`Last upload ${lastUpload}` : t`No upload seen yet`}</span>
        </Meta>
      </Identity>
      <Row>
        <Timer aria-label={t`Current cycle`} role="group">
          <Badge tone={timerStatusTone[status]}>{i18n._(timerStatusMessage[status])}</Badge>
          {timer && (status === 'running' || status === 'paused') && (
            <Countdown role="timer" aria-label={t`Time remaining: ${timeLeft}`}>
              {timeLeft}
            </Countdown>
          )}
        </Timer>
        <Actions>
          <ChannelRemindersButton channelId={channel.id} channelName={channel.channelName} />
          <ExternalLinkButton href={youTubeChannelUrl(channel.channelId)} variant="outline">
            <ExternalLink size={16} aria-hidden="true" />
            <Trans>View Channel</Trans>
          </ExternalLinkButton>
          <Button variant="secondary" onPress={() => void onRefresh()} isPending={refresh.isPending}>
            <RefreshCw size={16} aria-hidden="true" />
            <Trans>Refresh</Trans>
          </Button>
        </Actions>
      </Row>
    </Root>
  );
}
