'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { AdminEngagement } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@channel-countdown/ui';
import { ENGAGEMENT_BANDS, engagementBandLabel, engagementTone } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';

export interface EngagementCardProps {
  totalUsers: number;
  /** Counted by the server over every user (the stats call); undefined while it loads. */
  engagement: AdminEngagement | undefined;
}

/** How many users sit in each engagement band, and the platform average. */
export function EngagementCard({ totalUsers, engagement }: EngagementCardProps) {
  const { i18n } = useLinguiContext();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>User Engagement</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {totalUsers === 0 || !engagement ? (
          <Muted>
            <Trans>No users data available</Trans>
          </Muted>
        ) : (
          <List>
            {ENGAGEMENT_BANDS.map((band) => (
              <ListItem key={band}>
                <Badge tone={engagementTone[band]}>{i18n._(engagementBandLabel[band])}</Badge>
                <Strong>{engagement.bands[band]}</Strong>
              </ListItem>
            ))}
            <ListItem>
              <span>
                <Trans>Average Score</Trans>
              </span>
              <Strong>{engagement.averageScore}</Strong>
            </ListItem>
          </List>
        )}
      </CardContent>
    </Card>
  );
}
