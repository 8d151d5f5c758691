'use client';

import { useId } from 'react';
import { isRefreshFailing, type Channel } from '@channel-countdown/contract';
import { Badge, VisuallyHidden } from '@channel-countdown/ui';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSparklines } from '../api/getSparklines';
import {
  countText,
  subscriberText,
  figuresStale,
  hasRunningTimer,
  sinceText,
  subscriberChangeText,
  timeAgo,
  timeLeftText,
  timeUntil,
  timerStatus,
  timerStatusMessage,
  timerStatusTone,
} from '../rules';
import { DeferredRender, HostLink, useNow } from '../../shared';
import { ChannelThumbnail } from './ChannelThumbnail';
import { NotesPreview } from './NotesPreview';
import { ChannelCardButtons } from './ChannelCardButtons';
import { useSettings } from '../../settings';
import { Sparkline } from './Sparkline';
import { ChannelPageLink, channelPageUrl } from './ChannelPageLink';
import {
  Actions,
  CardRoot,
  ChannelName,
  Countdown,
  Header,
  Identity,
  Remaining,
  RemainingLabel,
  Since,
  StaleDot,
  StaleNote,
  Trend,
  Stats,
  Gains,
  ThumbnailWrap,
} from './ChannelCard.styles';

export interface ChannelCardProps {
  channel: Channel;
}

/** One connected channel on the dashboard (SPEC §2 "Channel card"). */
export function ChannelCard({ channel }: ChannelCardProps) {
  // Every time shown here is in whole minutes to the timer's end ('2d 4h 13m', Done at the end).
  const now = useNow(60_000, channel.timer?.endTime);
  const nameId = useId();
  // Every card reads the one shared query: one request for the whole dashboard.
  const sparkline = useSparklines().data?.[String(channel.id)] ?? [];
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const lastUpload = timeAgo(channel.lastUpload, now, i18n);

  const { timer } = channel;
  const status = timerStatus(timer, now);
  // The REMAINING countdown shows whenever the channel has a cycle: running, paused (its time left stands
  // still, as /timers shows it) or 'Completed' once ended. SPEC §2 hid it while paused; /timers did not.
  const counting = status !== 'none';
  const timeLeft = timer ? timeLeftText(timer, now, i18n) : '';
  // Settings › Show Countdown (issue 19): off hides the time left; the status stays.
  const showCountdown = useSettings().data?.timers.showCountdown !== false;

  return (
    <CardRoot aria-labelledby={nameId} data-timer={hasRunningTimer(timer, now) ? 'running' : 'idle'}>
      <Header>
        <ThumbnailWrap>
          {/* The name is the link for keyboards and screen readers; the thumbnail is the same link for the mouse. */}
          <HostLink
            href={channelPageUrl(channel.id)}
            tabIndex={-1}
            aria-hidden="true"
            style={{ display: 'block' }}
          >
            <ChannelThumbnail src={channel.thumbnailUrl} />
          </HostLink>
          {figuresStale(channel, now) && (
            <StaleDot
              role="img"
              aria-label={t`Channel data needs refresh`}
              title={t`Channel data needs refresh`}
            />
          )}
        </ThumbnailWrap>
        <Identity>
          <ChannelName id={nameId} title={channel.channelName}>
            <ChannelPageLink channelId={channel.id}>
              <bdi>{channel.channelName}</bdi>
            </ChannelPageLink>
          </ChannelName>
          <Since>{sinceText(channel.createdAt, i18n)}</Since>
        </Identity>
        <Badge tone={timerStatusTone[status]}>{i18n._(timerStatusMessage[status])}</Badge>
      </Header>

      {/* Below the header, so the headers of cards in a row line up whether or not a card has notes. */}
      <NotesPreview notes={channel.notes} count={channel.noteCount} />

      {showCountdown && counting && timer && (
        <Remaining>
          <RemainingLabel>
            <Trans>REMAINING</Trans>
          </RemainingLabel>
          <Countdown role="timer" aria-label={t`Time remaining: ${timeLeft}`}>
            {timeLeft}
          </Countdown>
        </Remaining>
      )}

      <Stats>
        <div>
          <dt>
            <Trans>Subscribers</Trans>
          </dt>
          <dd>{subscriberText(channel.subscriberCount, channel.countsApproximate)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Videos</Trans>
          </dt>
          <dd>{countText(channel.videoCount, channel.countsApproximate)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>{i18n._(timerStatusMessage[status])}</dd>
        </div>
      </Stats>

      <RefreshFailureNote channel={channel} now={now} />
      <SubscriberGains channel={channel} />
      <UploadStreak channel={channel} />

      {(sparkline.length > 1 || lastUpload) && (
        <Trend>
          <Sparkline values={sparkline} />
          {lastUpload && (
            <span>
              <Trans>Last upload {lastUpload}</Trans>
            </span>
          )}
        </Trend>
      )}

      <Actions>
        {/* The buttons are most of a card's rendering (react-aria's buttons, icons, tooltips), and the
            dashboard's first screen waited for them: they render just after the rest of the card, in the room
            the row keeps for them. */}
        <DeferredRender>
          <ChannelCardButtons channel={channel} status={status} />
        </DeferredRender>
      </Actions>
    </CardRoot>
  );
}

/**
 * The subscribers the channel gained over its last day and its last week (issue 43), when either is known;
 * the other then shows "—", read "unknown" (never a zero).
 */
function SubscriberGains({ channel }: ChannelCardProps) {
  const { t } = useLingui();
  const { lastDay, lastWeek } = channel.subscriberChange;
  if (lastDay === null && lastWeek === null) return null;
  const value = (change: number | null) =>
    change === null ? (
      <>
        <span aria-hidden="true">{subscriberChangeText(null, false)}</span>
        <VisuallyHidden as="span">{t`unknown`}</VisuallyHidden>
      </>
    ) : (
      subscriberChangeText(change, channel.countsApproximate)
    );
  return (
    <Gains role="group" aria-label={t`Subscribers gained`}>
      <dl>
        <div>
          <dt>
            <Trans>Last day</Trans>
          </dt>
          <dd>{value(lastDay)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Last week</Trans>
          </dt>
          <dd>{value(lastWeek)}</dd>
        </div>
      </dl>
    </Gains>
  );
}

/**
 * The runs of the channel's cycles with an upload in them (issue 43), as the channel page's cycle history
 * counts them: the run going on and the longest; nothing before any cycle had an upload.
 */
function UploadStreak({ channel }: ChannelCardProps) {
  const { t } = useLingui();
  const { current, longest } = channel.uploadStreak;
  if (longest === 0) return null;
  return (
    <Gains role="group" aria-label={t`Upload streak`}>
      <dl>
        <div>
          <dt>
            <Trans>Cycles in a row with an upload</Trans>
          </dt>
          <dd>{current}</dd>
        </div>
        <div>
          <dt>
            <Trans>Longest run</Trans>
          </dt>
          <dd>{longest}</dd>
        </div>
      </dl>
    </Gains>
  );
}

/**
 * Figures that stay right (issue 46): after a failed refresh the card keeps the last good figures and says when
 * they were read; a channel whose refreshes keep failing says so, and when it is tried again.
 */
function RefreshFailureNote({ channel, now }: ChannelCardProps & { now: Date }) {
  const { i18n } = useLinguiContext();
  const failure = channel.refreshFailure;
  if (!failure) return null;
  const read = timeAgo(channel.lastFetched, now, i18n);
  const retry = timeUntil(failure.retryAt, now, i18n) ?? '';
  const failing = isRefreshFailing(failure);
  return (
    <StaleNote data-failing={failing}>
      {read ? (
        <Trans>Figures read {read}: the latest refresh failed.</Trans>
      ) : (
        <Trans>No figures read yet: the latest refresh failed.</Trans>
      )}{' '}
      {failing && (
        <Plural
          value={failure.count}
          one={`Refreshing failed # time in a row; next try ${retry}.`}
          other={`Refreshing failed # times in a row; next try ${retry}.`}
        />
      )}
    </StaleNote>
  );
}
