'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import { Calendar, ExternalLink, Tv, User, Video } from 'lucide-react';
import { Badge, Card, CardContent, EmptyState, Grid, Inline, Skeleton } from '@channel-countdown/ui';
import { isRefreshFailing, youTubeChannelUrl } from '@channel-countdown/contract';
import { THUMBNAIL_SIZE, shortDate, thumbnailAtSize, type AdminChannelWithOwner } from '../rules';
import { useAdminChannels } from '../api';
import { SubscriberCount, VideoCount } from './Counts';
import { LoadMore } from './LoadMore';
import { Muted } from './styles';
import { LazyTooltip, ReadState, TextRun } from '../../shared';

/** SPEC §9: six placeholder cards while the channels load. */
export const CHANNEL_SKELETON_CARDS = 6;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  margin-bottom: var(--space-4);

  h2 {
    font-size: var(--font-size-lg);
    font-weight: 600;
  }
`;

const Thumb = styled.img`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: var(--radius-lg) var(--radius-lg) 0 0;
  background: var(--color-surface-muted);
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  h3 {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Description = styled.p`
  color: var(--color-text-muted);
  font-size: var(--font-size-sm);
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const Facts = styled.ul`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    color: var(--color-text-muted);
    font-size: var(--font-size-sm);
  }
`;

/* An icon button: the channel's name is its accessible name only, not visible text beside a tiny icon. */
const External = styled.a`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: 2rem;
  height: 2rem;
  color: var(--color-primary);
  border-radius: var(--radius-sm);

  &:hover {
    background: var(--color-surface-muted);
  }

  &:focus-visible {
    outline: 2px solid var(--color-focus-ring, var(--color-primary));
    outline-offset: 2px;
  }
`;

export interface ChannelsTabProps {
  /** Admin calls run only for administrators (SPEC §6). */
  enabled: boolean;
}

/** SPEC §2 Channels: every tracked channel, newest first, page by page; the badge counts them all. */
export function ChannelsTab({ enabled }: ChannelsTabProps) {
  const { t } = useLingui();
  const list = useAdminChannels({ enabled });
  return (
    <section aria-labelledby="admin-all-channels">
      <Heading>
        <h2 id="admin-all-channels">
          <Trans>All Channels</Trans>
        </h2>
        {list.items && <Badge tone="info">{list.totalText ?? list.items.length}</Badge>}
      </Heading>
      <ReadState
        read={list.read}
        errorTitle={t`Could not load the channels`}
        errorHeadingLevel={3}
        loading={
          <Grid
            gap={4}
            minItemWidth="16rem"
            repeat="fill"
            aria-busy="true"
            aria-label={t`Loading channels`}
            role="group"
          >
            {Array.from({ length: CHANNEL_SKELETON_CARDS }, (_, index) => (
              <Card key={index} data-testid="channel-skeleton-card">
                <Skeleton height={140} radius="var(--radius-lg) var(--radius-lg) 0 0" />
                <Body>
                  <Skeleton width="70%" />
                  <Skeleton width="90%" />
                  <Skeleton width="50%" />
                </Body>
              </Card>
            ))}
          </Grid>
        }
        isEmpty={(channels) => channels.length === 0}
        empty={
          <EmptyState
            headingLevel={3}
            icon={<Tv size={40} />}
            title={t`No Channels Found`}
            description={t`No YouTube channels have been added to the platform yet. Users can add channels through their dashboard.`}
          />
        }
      >
        {(channels) => (
          <Grid gap={4} minItemWidth="16rem" repeat="fill">
            {channels.map((channel) => (
              <AdminChannelCard key={channel.id} channel={channel} />
            ))}
          </Grid>
        )}
      </ReadState>
      <LoadMore list={list} noun="channels" />
    </section>
  );
}

function AdminChannelCard({ channel }: { channel: AdminChannelWithOwner }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const thumbnail = thumbnailAtSize(channel.thumbnailUrl, THUMBNAIL_SIZE);
  const name = channel.channelName || t`Unnamed Channel`;
  const created = shortDate(channel.createdAt, i18n.locale);
  return (
    <Card as="article" aria-label={name}>
      {thumbnail && !thumbnailFailed && (
        <Thumb
          src={thumbnail}
          alt=""
          width={THUMBNAIL_SIZE}
          height={135}
          loading="lazy"
          onError={() => setThumbnailFailed(true)}
        />
      )}
      <Body>
        <Inline gap={3} justify="between">
          <Inline gap={2}>
            <Badge tone="neutral">
              <SubscriberCount count={channel.subscriberCount} />
            </Badge>
            {/* Issue 46: a channel whose refreshes keep failing keeps its last good figures; the admin sees it. */}
            {isRefreshFailing(channel.refreshFailure) && (
              <Badge tone="warning">
                <Plural
                  value={channel.refreshFailure.count}
                  one="Refresh failed # time"
                  other="Refresh failed # times"
                />
              </Badge>
            )}
          </Inline>
          <LazyTooltip content={t`Open on YouTube`}>
            <External
              href={youTubeChannelUrl(channel.channelId)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`Open ${name} on YouTube`}
            >
              <ExternalLink size={16} aria-hidden="true" />
            </External>
          </LazyTooltip>
        </Inline>
        <h3>
          <bdi>{name}</bdi>
        </h3>
        <Description dir="auto">
          <bdi>{channel.channelDescription || t`No description`}</bdi>
        </Description>
        <Facts>
          <li>
            <Video size={14} aria-hidden="true" /> <VideoCount count={channel.videoCount} />
          </li>
          <li>
            <Trans>
              <Calendar size={14} aria-hidden="true" /> Created <TextRun>{created}</TextRun>
            </Trans>
          </li>
          <li>
            <User size={14} aria-hidden="true" />{' '}
            <Muted>
              <bdi>{channel.user?.username ?? t`Unknown`}</bdi>
            </Muted>
          </li>
        </Facts>
      </Body>
    </Card>
  );
}
