import { Trans } from '@lingui/react/macro';
import { Card, CardContent, CardHeader, CardTitle, Badge } from '@channel-countdown/ui';
import { List, ListItem } from './styles';

/**
 * SPEC §2 System Health, without its fixed figures (Overall Health 98%, Uptime 99.9%): the server measures
 * neither. What is shown is true whenever this card is: the stats it sits beside came from the server,
 * which read them from the database.
 */
export function SystemHealthCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>System Health</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <List>
          <ListItem>
            <span>
              <Trans>Server</Trans>
            </span>
            <Badge tone="success">
              <Trans>Online</Trans>
            </Badge>
          </ListItem>
          <ListItem>
            <span>
              <Trans>Database</Trans>
            </span>
            <Badge tone="success">
              <Trans>Connected</Trans>
            </Badge>
          </ListItem>
          <ListItem>
            <span>
              <Trans>API Status</Trans>
            </span>
            <Badge tone="success">
              <Trans>Operational</Trans>
            </Badge>
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}
