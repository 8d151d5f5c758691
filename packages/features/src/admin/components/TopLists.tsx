import styled from 'styled-components';
import { Trophy } from 'lucide-react';
import type { AdminTopChannel, AdminUser } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@channel-countdown/ui';
import { formatCount, formatSubscribers } from '../../channels';
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

/** Up to 8 users with a score above 0, highest first (ranked by the server); the top 3 carry a badge. */
export function TopPerformersCard({ users }: { users: AdminUser[] }) {
  const top = users.slice(0, TOP_LIST_SIZE);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Top Performers</CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <Muted>No engaged users yet</Muted>
        ) : (
          <Ordered aria-label="Top performers">
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
                      {user.channelsCount} channels · {user.activeTimersCount} active timers
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
  const top = topChannels({ topChannels: channels });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Top Channels</CardTitle>
      </CardHeader>
      <CardContent>
        {top.length === 0 ? (
          <Muted>No channels yet</Muted>
        ) : (
          <Ordered aria-label="Top channels">
            {top.map((channel, index) => (
              <ListItem key={`${channel.channelName}-${index}`}>
                <Who>
                  <Strong>
                    <bdi>{channel.channelName || 'Unnamed Channel'}</bdi>
                  </Strong>
                  <Muted>
                    by <bdi>{channel.user.username}</bdi>
                  </Muted>
                </Who>
                <Who>
                  <Muted>{formatCount(channel.videoCount)} videos</Muted>
                  <Muted>{formatSubscribers(channel.subscriberCount)} subscribers</Muted>
                </Who>
              </ListItem>
            ))}
          </Ordered>
        )}
      </CardContent>
    </Card>
  );
}
