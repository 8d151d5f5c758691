import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, RefreshCw, StickyNote, Trash2 } from 'lucide-react';
import { youTubeChannelUrl, type Channel } from '@channel-countdown/contract';
import { Badge, IconButton, useToast, type BadgeProps } from '@channel-countdown/ui';
import { useRefreshChannel } from '../api/refreshChannel';
import { useSparklines } from '../api/getSparklines';
import {
  approximately,
  formatCount,
  formatCountdown,
  formatSubscribers,
  hasRunningTimer,
  isStale,
  sinceText,
  timeAgo,
  timerStatus,
  timerStatusLabel,
  type TimerStatus,
} from '../rules';
import { useNow, LazyTooltip } from '../../shared';
import { ChannelThumbnail } from './ChannelThumbnail';
import { DeleteTimerDialog, NotesPanel } from './overlays';
import { ExternalLinkButton } from './ExternalLinkButton';
import { NotesPreview } from './NotesPreview';
import { ChannelCardActions } from './ChannelCardActions';
import { useSettings } from '../../settings';
import { Sparkline } from './Sparkline';
import { ChannelPageLink, channelPageUrl } from './ChannelPageLink';
import {
  Actions,
  CardRoot,
  ChannelName,
  CountBadge,
  Countdown,
  Header,
  Identity,
  NotesButtonWrap,
  Remaining,
  RemainingLabel,
  Since,
  StaleDot,
  Trend,
  Stats,
  ThumbnailWrap,
} from './ChannelCard.styles';

const badgeTone: Record<TimerStatus, NonNullable<BadgeProps['tone']>> = {
  active: 'primary',
  paused: 'warning',
  completed: 'success',
};

export interface ChannelCardProps {
  channel: Channel;
}

/** One connected channel on the dashboard (SPEC §2 "Channel card"). */
export function ChannelCard({ channel }: ChannelCardProps) {
  // Every time shown here is in whole minutes to the timer's end ('2d 4h 13m', Done at the end).
  const now = useNow(60_000, channel.timer?.endTime);
  const nameId = useId();
  const [notesOpen, setNotesOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { toast } = useToast();
  const refresh = useRefreshChannel();
  // Every card reads the one shared query: one request for the whole dashboard.
  const sparkline = useSparklines().data?.[String(channel.id)] ?? [];
  const lastUpload = timeAgo(channel.lastUpload, now);

  const { timer } = channel;
  const status = timerStatus(timer, now);
  const counting = Boolean(timer?.isActive && !timer.isPaused);
  // Settings › Show Countdown (issue 19): off hides the time left; the status stays.
  const showCountdown = useSettings().data?.timers.showCountdown !== false;

  const onRefresh = () =>
    refresh.mutateAsync(channel.id).then(
      () =>
        toast({
          title: 'Channel Updated',
          description: 'Channel data refreshed from YouTube API.',
          variant: 'success',
        }),
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );

  return (
    <CardRoot aria-labelledby={nameId} data-timer={hasRunningTimer(timer, now) ? 'running' : 'idle'}>
      <Header>
        <ThumbnailWrap>
          {/* The name is the link for keyboards and screen readers; the thumbnail is the same link for the mouse. */}
          <Link to={channelPageUrl(channel.id)} tabIndex={-1} aria-hidden="true" style={{ display: 'block' }}>
            <ChannelThumbnail src={channel.thumbnailUrl} />
          </Link>
          {isStale(channel.lastFetched, now) && (
            <StaleDot role="img" aria-label="Channel data needs refresh" title="Channel data needs refresh" />
          )}
        </ThumbnailWrap>
        <Identity>
          <ChannelName id={nameId} title={channel.channelName}>
            <ChannelPageLink channelId={channel.id}>
              <bdi>{channel.channelName}</bdi>
            </ChannelPageLink>
          </ChannelName>
          <Since>{sinceText(channel.createdAt)}</Since>
        </Identity>
        <Badge tone={badgeTone[status]}>{timerStatusLabel[status]}</Badge>
      </Header>

      {/* Below the header, so the headers of cards in a row line up whether or not a card has notes. */}
      <NotesPreview notes={channel.notes} />

      {showCountdown && counting && timer && (
        <Remaining>
          <RemainingLabel>REMAINING</RemainingLabel>
          <Countdown role="timer" aria-label={`Time remaining: ${formatCountdown(timer.endTime, now)}`}>
            {formatCountdown(timer.endTime, now)}
          </Countdown>
        </Remaining>
      )}

      <Stats>
        <div>
          <dt>Subscribers</dt>
          <dd>{approximately(formatSubscribers(channel.subscriberCount), channel.countsApproximate)}</dd>
        </div>
        <div>
          <dt>Videos</dt>
          <dd>{approximately(formatCount(channel.videoCount), channel.countsApproximate)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{timerStatusLabel[status]}</dd>
        </div>
      </Stats>

      {(sparkline.length > 1 || lastUpload) && (
        <Trend>
          <Sparkline values={sparkline} />
          {lastUpload && <span>Last upload {lastUpload}</span>}
        </Trend>
      )}

      <Actions>
        <ExternalLinkButton href={youTubeChannelUrl(channel.channelId)} variant="outline" size="sm">
          <ExternalLink size={16} aria-hidden="true" />
          View Channel
        </ExternalLinkButton>
        <NotesButtonWrap>
          <LazyTooltip content="Notes">
            <IconButton
              aria-label={`Notes (${channel.notes.length})`}
              icon={<StickyNote size={16} aria-hidden="true" />}
              variant="outline"
              size="sm"
              onPress={() => setNotesOpen(true)}
            />
          </LazyTooltip>
          {channel.notes.length > 0 && <CountBadge aria-hidden="true">{channel.notes.length}</CountBadge>}
        </NotesButtonWrap>
        <LazyTooltip content="Refresh channel data">
          <IconButton
            aria-label="Refresh channel data"
            icon={<RefreshCw size={16} aria-hidden="true" />}
            variant="outline"
            size="sm"
            isDisabled={refresh.isPending}
            aria-busy={refresh.isPending || undefined}
            onPress={() => void onRefresh()}
          />
        </LazyTooltip>
        {timer && (
          <LazyTooltip content="Delete timer">
            <IconButton
              aria-label="Delete timer"
              icon={<Trash2 size={16} aria-hidden="true" />}
              variant="outline"
              size="sm"
              onPress={() => setDeleteOpen(true)}
            />
          </LazyTooltip>
        )}
        <ChannelCardActions
          channelId={channel.id}
          channelName={channel.channelName}
          timer={timer}
          status={status}
        />
      </Actions>

      <NotesPanel
        channelId={channel.id}
        channelName={channel.channelName}
        isOpen={notesOpen}
        onOpenChange={setNotesOpen}
      />
      {/* Mounted even once the timer is gone: the deletion's success toast runs after the refetched list
          has removed the timer, and a mutation's callbacks do not run in an unmounted component. */}
      <DeleteTimerDialog
        channelName={channel.channelName}
        timerId={timer?.id ?? null}
        isOpen={deleteOpen}
        onOpenChange={setDeleteOpen}
      />
    </CardRoot>
  );
}
