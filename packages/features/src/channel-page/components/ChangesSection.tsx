'use client';

import styled from 'styled-components';
import { AtSign, Eye, EyeOff, Image, PencilLine, VideoOff, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState, Skeleton } from '@channel-countdown/ui';
import type { ChannelChange } from '@channel-countdown/contract';
import { formatDay, ReadState } from '../../shared';
import { useChannelChanges } from '../api/channelData';
import { Section } from './Section';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: flex-start;
  gap: var(--space-3);
  svg {
    flex: none;
    margin-block-start: 2px;
    color: var(--color-text-muted);
  }
  div {
    display: flex;
    flex-direction: column;
    gap: var(--space-1);
    min-width: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  time {
    font-size: var(--font-size-sm);
    color: var(--color-text-muted);
  }
`;

/** What a change says, in a sentence, and the icon beside it. */
function ChangeSentence({ change }: { change: ChannelChange }): ReactNode {
  const before = change.before ?? '';
  const after = change.after ?? '';
  switch (change.kind) {
    case 'renamed':
      return (
        <Trans>
          Renamed from “<bdi>{before}</bdi>” to “<bdi>{after}</bdi>”
        </Trans>
      );
    case 'handle':
      return (
        <Trans>
          Handle changed from <bdi>@{before}</bdi> to <bdi>@{after}</bdi>
        </Trans>
      );
    case 'picture':
      return <Trans>New picture</Trans>;
    case 'subscribers-hidden':
      return <Trans>Subscriber count hidden</Trans>;
    case 'subscribers-shown':
      return <Trans>Subscriber count shown again</Trans>;
    case 'video-removed':
      return (
        <Trans>
          Video removed: “<bdi>{before}</bdi>”
        </Trans>
      );
  }
}

const ICONS: Record<ChannelChange['kind'], LucideIcon> = {
  renamed: PencilLine,
  handle: AtSign,
  picture: Image,
  'subscribers-hidden': EyeOff,
  'subscribers-shown': Eye,
  'video-removed': VideoOff,
};

/**
 * What the channel changed (issue 46), newest first: renamed, handle changed, a new picture, its subscriber
 * count hidden or shown again, a video gone from its feed, each with the day a refresh or feed poll saw it.
 */
export function ChangesSection({ channelId }: { channelId: number }) {
  const changes = useChannelChanges(channelId);
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const loading = (
    <List aria-busy="true" aria-label={t`Loading changes`}>
      {Array.from({ length: 2 }, (_, index) => (
        <li key={index}>
          <Skeleton height={40} />
        </li>
      ))}
    </List>
  );
  return (
    <Section
      titleId="channel-changes-title"
      title={t`What changed`}
      placeholder={loading}
      ready={!changes.isPending}
    >
      <ReadState
        read={changes}
        errorTitle={t`Could not load the changes`}
        errorHeadingLevel={3}
        loading={loading}
        isEmpty={(data) => data.length === 0}
        empty={
          <EmptyState
            icon={<PencilLine size={24} />}
            title={t`No changes seen yet`}
            description={t`When the channel changes its name, handle or picture, hides or shows its subscriber count, or removes a video, it is listed here.`}
          />
        }
      >
        {(data) => (
          <List aria-label={t`Changes, newest first`}>
            {data.map((change) => {
              const Icon = ICONS[change.kind];
              return (
                <Item key={change.id}>
                  <Icon size={18} aria-hidden="true" />
                  <div>
                    <p>
                      <ChangeSentence change={change} />
                    </p>
                    <time dateTime={change.at}>{formatDay(new Date(change.at), i18n.locale)}</time>
                  </div>
                </Item>
              );
            })}
          </List>
        )}
      </ReadState>
    </Section>
  );
}
