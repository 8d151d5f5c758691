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
        <CardTitle as="h2">System Health</CardTitle>
      </CardHeader>
      <CardContent>
        <List>
          <ListItem>
            <span>Server</span>
            <Badge tone="success">Online</Badge>
          </ListItem>
          <ListItem>
            <span>Database</span>
            <Badge tone="success">Connected</Badge>
          </ListItem>
          <ListItem>
            <span>API Status</span>
            <Badge tone="success">Operational</Badge>
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}
