import type { AdminEngagement } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@channel-countdown/ui';
import { ENGAGEMENT_BANDS, engagementTone } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';

export interface EngagementCardProps {
  totalUsers: number;
  /** Counted by the server over every user (the stats call); undefined while it loads. */
  engagement: AdminEngagement | undefined;
}

/** How many users sit in each engagement band, and the platform average. */
export function EngagementCard({ totalUsers, engagement }: EngagementCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">User Engagement</CardTitle>
      </CardHeader>
      <CardContent>
        {totalUsers === 0 || !engagement ? (
          <Muted>No users data available</Muted>
        ) : (
          <List>
            {ENGAGEMENT_BANDS.map((band) => (
              <ListItem key={band}>
                <Badge tone={engagementTone[band]}>{band}</Badge>
                <Strong>{engagement.bands[band]}</Strong>
              </ListItem>
            ))}
            <ListItem>
              <span>Average Score</span>
              <Strong>{engagement.averageScore}</Strong>
            </ListItem>
          </List>
        )}
      </CardContent>
    </Card>
  );
}
