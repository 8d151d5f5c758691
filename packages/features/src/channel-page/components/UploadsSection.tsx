'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { Video } from 'lucide-react';
import { Badge, ChoiceChips, EmptyState, Skeleton, type BadgeTone } from '@channel-countdown/ui';
import type { UploadKind } from '@channel-countdown/contract';
import { youTubeVideoUrl } from '@channel-countdown/contract';
import { FALLBACK_THUMBNAIL, timeAgo } from '../../channels';
import { ReadState, useNow } from '../../shared';
import { useChannelUploads } from '../api/channelData';
import {
  UPLOAD_FILTERS,
  UPLOAD_FILTER_LABEL,
  UPLOAD_KIND_BADGE,
  filterUploads,
  type UploadFilter,
} from '../rules';
import { Section } from './Section';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';

/** How many of the stored uploads the page lists. */
export const UPLOADS_SHOWN = 6;

const List = styled.ul`
  display: grid;
  gap: var(--space-3);
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  a {
    display: flex;
    flex-direction: column;
    gap: var(--space-2);
    color: inherit;
    text-decoration: none;
    border-radius: var(--radius-md);
  }
  a:hover strong,
  a:focus-visible strong {
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
  img {
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: var(--radius-md);
    background: var(--color-surface-muted);
  }
  strong {
    font-size: var(--font-size-sm);
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  time {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
`;

/** The kind's badge and the upload's age on one line. */
const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Uploads = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const kindTone: Record<UploadKind, BadgeTone> = { video: 'neutral', short: 'info', live: 'danger' };

/**
 * The channel's latest uploads from its public feed, each a link to the video on YouTube with its kind (video,
 * Short, live), filtered by kind with a row of chips (a toggle button group: Tab to it, arrows between chips).
 */
export function UploadsSection({ channelId }: { channelId: number }) {
  const now = useNow(60_000);
  const uploads = useChannelUploads(channelId);
  const [filter, setFilter] = useState<UploadFilter>('all');
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const filterItems = UPLOAD_FILTERS.map((id) => ({ id, label: i18n._(UPLOAD_FILTER_LABEL[id]) }));
  const emptyFilter: Record<Exclude<UploadFilter, 'all'>, string> = {
    video: t`No regular videos among the latest uploads.`,
    short: t`No Shorts among the latest uploads.`,
    live: t`No live streams or premieres among the latest uploads.`,
  };
  const loading = (
    <List aria-busy="true" aria-label={t`Loading uploads`}>
      {Array.from({ length: 3 }, (_, index) => (
        <li key={index}>
          <Skeleton height={140} />
        </li>
      ))}
    </List>
  );
  return (
    <Section
      titleId="channel-uploads-title"
      title={t`Latest uploads`}
      placeholder={loading}
      ready={!uploads.isPending}
    >
      <ReadState
        read={uploads}
        errorTitle={t`Could not load the uploads`}
        errorHeadingLevel={3}
        loading={loading}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<Video size={24} />}
            title={t`No uploads yet`}
            description={t`The channel's feed lists no videos. New uploads appear here once its feed shows them.`}
          />
        }
      >
        {(data) => {
          const shown = filterUploads(data, filter).slice(0, UPLOADS_SHOWN);
          return (
            <Uploads>
              <ChoiceChips
                aria-label={t`Show uploads`}
                items={filterItems}
                selectedKey={filter}
                onSelectionChange={setFilter}
              />
              {shown.length === 0 && filter !== 'all' ? (
                <p role="status">{emptyFilter[filter]}</p>
              ) : (
                <List>
                  {shown.map((upload) => (
                    <Item key={upload.videoId}>
                      <a href={youTubeVideoUrl(upload.videoId)} target="_blank" rel="noopener noreferrer">
                        <img src={upload.thumbnailUrl ?? FALLBACK_THUMBNAIL} alt="" loading="lazy" />
                        <strong>
                          <bdi>{upload.title}</bdi>
                        </strong>
                        <Meta>
                          <Badge tone={kindTone[upload.kind]}>{i18n._(UPLOAD_KIND_BADGE[upload.kind])}</Badge>
                          <time dateTime={upload.publishedAt}>{timeAgo(upload.publishedAt, now, i18n)}</time>
                        </Meta>
                      </a>
                    </Item>
                  ))}
                </List>
              )}
            </Uploads>
          );
        }}
      </ReadState>
    </Section>
  );
}
