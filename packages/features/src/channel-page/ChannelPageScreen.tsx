'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import { LinkButton, Page, Skeleton, DIRECTIONAL_ICON_CLASS } from '@channel-countdown/ui';
import { useChannels } from '../channels';
import { ReadState, useNow, useDocumentTitle, usePageId, type PageIdProps } from '../shared';
import { NotFoundScreen } from '../errors';
import { useChannelHistory } from './api/channelData';
import { ChannelFigures } from './components/ChannelFigures';
import { ChannelHeader } from './components/ChannelHeader';
import { CyclesSection } from './components/CyclesSection';
import { GainsSection } from './components/GainsSection';
import { HistorySection } from './components/HistorySection';
import { MilestonesSection } from './components/MilestonesSection';
import { NotesSection } from './components/NotesSection';
import { UploadsSection } from './components/UploadsSection';
import { ChangesSection } from './components/ChangesSection';
import { CHANNEL_PAGE_RANGE, pageHref, type Channel, type HistoryRange } from '@channel-countdown/contract';
import { Trans, useLingui } from '@lingui/react/macro';

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-6);
  min-width: 0;
`;

const Back = styled.div`
  margin-bottom: var(--space-4);
`;

/** The route's id, or null when it is not a channel id at all (shows the not-found screen). */
function channelIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /channels/:id (issue 18): one channel in full — header, figures with their changes, the next milestones
 * (issue 46), history chart, daily gains (issue 43), latest uploads, what the channel changed (issue 46), cycle history and notes. The channel comes from the user's channel list (already loaded by the
 * dashboard, polled every 30 s); an id that is not among them (another user's, or none) is not found.
 */
export function ChannelPageScreen(props: PageIdProps) {
  const id = channelIdOf(usePageId(props));
  const channels = useChannels();
  const channel = id === null ? undefined : channels.data?.find((c) => c.id === id);
  const { t } = useLingui();
  useDocumentTitle(channel?.channelName ?? t`Channel`);

  if (id === null || (channels.data && !channel)) return <NotFoundScreen />;
  return (
    <Page>
      <Back>
        <LinkButton href={pageHref('home')} variant="ghost" size="sm">
          <ArrowLeft size={16} className={DIRECTIONAL_ICON_CLASS} aria-hidden="true" />
          <Trans>Dashboard</Trans>
        </LinkButton>
      </Back>
      <ReadState
        read={channels}
        errorTitle={t`Could not load the channel`}
        loading={
          <Column role="status" aria-label={t`Loading channel`}>
            <Skeleton height={120} />
            <Skeleton height={140} />
            <Skeleton height={320} />
          </Column>
        }
      >
        {() => channel && <ChannelPage channel={channel} />}
      </ReadState>
    </Page>
  );
}

function ChannelPage({ channel }: { channel: Channel }) {
  const now = useNow(60_000);
  const figures = useChannelHistory(channel.id, CHANNEL_PAGE_RANGE);
  // The range the history chart and the daily gains table show.
  const [range, setRange] = useState<HistoryRange>(CHANNEL_PAGE_RANGE);
  return (
    <Column>
      <ChannelHeader channel={channel} />
      <ChannelFigures channel={channel} history={figures.data} now={now} />
      <MilestonesSection channelId={channel.id} />
      <HistorySection channelId={channel.id} range={range} onRangeChange={setRange} />
      <GainsSection channelId={channel.id} range={range} />
      <UploadsSection channelId={channel.id} />
      <ChangesSection channelId={channel.id} />
      <CyclesSection channelId={channel.id} />
      <NotesSection channel={channel} />
    </Column>
  );
}
