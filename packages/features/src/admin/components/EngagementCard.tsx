import type { AdminUser } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@channel-countdown/ui';
import { ENGAGEMENT_BANDS, averageEngagement, engagementDistribution, engagementTone } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';

/** How many users sit in each engagement band, and the platform average. */
export function EngagementCard({ users }: { users: AdminUser[] }) {
  const counts = engagementDistribution(users);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">User Engagement</CardTitle>
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <Muted>No users data available</Muted>
        ) : (
          <List>
            {ENGAGEMENT_BANDS.map((band) => (
              <ListItem key={band}>
                <Badge tone={engagementTone[band]}>{band}</Badge>
                <Strong>{counts[band]}</Strong>
              </ListItem>
            ))}
            <ListItem>
              <span>Average Score</span>
              <Strong>{averageEngagement(users)}</Strong>
            </ListItem>
          </List>
        )}
      </CardContent>
    </Card>
  );
}
