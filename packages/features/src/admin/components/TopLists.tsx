'use client';

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import { Trophy } from 'lucide-react';
import type { AdminTopChannel, AdminUser } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@channel-countdown/ui';
import { SubscriberCount, VideoCount } from './Counts';
import { TOP_BADGED, TOP_LIST_SIZE, topChannels } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Rank = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
`;

const Ordered = styled(List).attrs({ as: 'ol' })``;

/** '3 channels · 2 active timers': a performer's channels and running timers. */
function UserCounts({ user }: { user: AdminUser }) {
  const { channelsCount, activeTimersCount } = user;
  return (
    <>
      <Plural value={channelsCount} one={`# channel`} other={`# channels`} />
      {' · '}
      <Plural value={activeTimersCount} one={`# active timer`} other={`# active timers`} />
    </>
  );
}

/** Up to 8 users with a score above 0, highest first (ranked by the server); the top 3 carry a badge. */
export function TopPerformersCard({ users }: { users: AdminUser[] }) {
  const { t } = useLingui();
  const top = users.slice(0, TOP_LIST_SIZE);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Top Performers</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <Muted>
            <Trans>No engaged users yet</Trans>
          </Muted>
        ) : (
          <Ordered aria-label={t`Top performers`}>
            {top.map((user, index) => (
              <ListItem key={user.id}>
                <Rank>
                  {index < TOP_BADGED ? (
                    <Badge tone="warning">
                      <Trophy size={12} aria-hidden="true" /> #{index + 1}
                    </Badge>
                  ) : (
                    <Muted>#{index + 1}</Muted>
                  )}
                  <Who>
                    <Strong>
                      <bdi>{user.username}</bdi>
                    </Strong>
                    <Muted>
                      <UserCounts user={user} />
                    </Muted>
                  </Who>
                </Rank>
                <Strong>{user.engagementScore}</Strong>
              </ListItem>
            ))}
          </Ordered>
        )}
      </CardContent>
    </Card>
  );
}

/** Up to 8 channels as the stats response ranks them. */
export function TopChannelsCard({ channels }: { channels: AdminTopChannel[] }) {
  const { t } = useLingui();
  const top = topChannels({ topChannels: channels });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Top Channels</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <Muted>
            <Trans>No channels yet</Trans>
          </Muted>
        ) : (
          <Ordered aria-label={t`Top channels`}>
            {top.map((channel, index) => (
              <ListItem key={`${channel.channelName}-${index}`}>
                <Who>
                  <Strong>
                    <bdi>{channel.channelName || t`Unnamed Channel`}</bdi>
                  </Strong>
                  <Muted>
                    <Trans>
                      by <bdi>{channel.user.username}</bdi>
                    </Trans>
                  </Muted>
                </Who>
                <Who>
                  <Muted>
                    <VideoCount count={channel.videoCount} />
                  </Muted>
                  <Muted>
                    <SubscriberCount count={channel.subscriberCount} />
                  </Muted>
                </Who>
              </ListItem>
            ))}
          </Ordered>
        )}
      </CardContent>
    </Card>
  );
}
