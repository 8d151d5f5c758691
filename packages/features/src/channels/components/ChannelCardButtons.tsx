'use client';

import { useState } from 'react';
import { ExternalLink, RefreshCw, StickyNote, Trash2 } from 'lucide-react';
import { youTubeChannelUrl, type Channel } from '@channel-countdown/contract';
import { IconButton, useToast, type IconButtonProps } from '@channel-countdown/ui';
import { useRefreshChannel } from '../api/refreshChannel';
import type { TimerStatus } from '../rules';
import { LazyTooltip } from '../../shared';
import { DeleteTimerDialog, NotesPanel } from './overlays';
import { ExternalLinkButton } from './ExternalLinkButton';
import { ChannelCardActions } from './ChannelCardActions';
import { CountBadge, NotesButtonWrap } from './ChannelCard.styles';
import { Trans, useLingui } from '@lingui/react/macro';

export interface ChannelCardButtonsProps {
  channel: Channel;
  /** The card's status (ChannelCard works it out from the timer and the clock). */
  status: TimerStatus;
}

/**
 * The channel card's row of buttons (SPEC §2): View Channel, notes, refresh, delete timer and the 'More actions'
 * menu, with the panel and dialogs they open. Rendered by ChannelCard inside its Actions row.
 */
export function ChannelCardButtons({ channel, status }: ChannelCardButtonsProps) {
  const [notesOpen, setNotesOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { toast } = useToast();
  const refresh = useRefreshChannel();
  const { timer } = channel;
  const { t } = useLingui();
  const noteCount = channel.noteCount;

  const onRefresh = () =>
    refresh.mutateAsync(channel.id).then(
      () =>
        toast({
          title: t`Channel Updated`,
          description: t`Channel data refreshed from YouTube API.`,
          variant: 'success',
        }),
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );

  return (
    <>
      <ExternalLinkButton href={youTubeChannelUrl(channel.channelId)} variant="outline" size="sm">
        <ExternalLink size={16} aria-hidden="true" />
        <Trans>View Channel</Trans>
      </ExternalLinkButton>
      <NotesButtonWrap>
        <RowIconButton
          tooltip={t`Notes`}
          aria-label={t`Notes (${noteCount})`}
          icon={<StickyNote size={16} aria-hidden="true" />}
          onPress={() => setNotesOpen(true)}
        />
        {noteCount > 0 && <CountBadge aria-hidden="true">{noteCount}</CountBadge>}
      </NotesButtonWrap>
      <RowIconButton
        tooltip={t`Refresh channel data`}
        aria-label={t`Refresh channel data`}
        icon={<RefreshCw size={16} aria-hidden="true" />}
        isDisabled={refresh.isPending}
        aria-busy={refresh.isPending || undefined}
        onPress={() => void onRefresh()}
      />
      {timer && (
        <RowIconButton
          tooltip={t`Delete timer`}
          aria-label={t`Delete timer`}
          icon={<Trash2 size={16} aria-hidden="true" />}
          onPress={() => setDeleteOpen(true)}
        />
      )}
      <ChannelCardActions
        channelId={channel.id}
        channelName={channel.channelName}
        timer={timer}
        status={status}
      />

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
    </>
  );
}

/** One of the row's small outlined icon buttons, with its tooltip. */
function RowIconButton({ tooltip, ...button }: IconButtonProps & { tooltip: string }) {
  return (
    <LazyTooltip content={tooltip}>
      <IconButton variant="outline" size="sm" {...button} />
    </LazyTooltip>
  );
}
