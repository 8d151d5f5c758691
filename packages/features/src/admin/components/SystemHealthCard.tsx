import { Card, CardContent, CardHeader, CardTitle, Badge } from '@channel-countdown/ui';
import { List, ListItem, Strong } from './styles';

/** SPEC §2, §9: these figures are fixed text until the server reports real health. */
export const SYSTEM_HEALTH_PERCENT = 98;

export function SystemHealthCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">System Health</CardTitle>
      </CardHeader>
      <CardContent>
        <List>
          <ListItem>
            <span>Overall Health</span>
            <Strong>{SYSTEM_HEALTH_PERCENT}%</Strong>
          </ListItem>
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
          <ListItem>
            <span>Uptime</span>
            <Strong>99.9%</Strong>
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}
