import type { AdminNote, AdminTimer } from '@channel-countdown/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle, Grid, Stack } from '@channel-countdown/ui';
import { useAdminNotes, useAdminTimers } from '../api';
import { ACTIVITY_LIST_SIZE, shortDate } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';
import { runningTimersFigure, timerStatusLabel, timerStatusTone } from '../../channels';

export interface ActivityTabProps {
  /** Admin calls run only for administrators (SPEC §6). */
  enabled: boolean;
}

/**
 * SPEC §2 Activity: the running timers and the latest notes, the first 10 of each (one page of 10 from the
 * server each) and how many there are in all.
 */
export function ActivityTab({ enabled }: ActivityTabProps) {
  const timers = useAdminTimers({ enabled });
  const notes = useAdminNotes({ enabled });
  const running: AdminTimer[] = timers.items ?? [];
  const latest: AdminNote[] = notes.items ?? [];
  return (
    <Grid gap={4} minItemWidth="20rem" repeat="fill">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{runningTimersFigure.label}</CardTitle>
          <Muted>{timers.total ?? 0} running</Muted>
        </CardHeader>
        <CardContent>
          {running.length === 0 ? (
            <Muted>No active timers</Muted>
          ) : (
            <List aria-label="Active timers">
              {running.slice(0, ACTIVITY_LIST_SIZE).map((timer) => (
                <ListItem key={timer.id}>
                  <Stack gap={3}>
                    <Strong>
                      <bdi>{timer.channel.channelName || 'Unnamed Channel'}</bdi>
                    </Strong>
                    <Muted>
                      by <bdi>{timer.user.username}</bdi>
                    </Muted>
                  </Stack>
                  <Badge tone={timerStatusTone.running}>{timerStatusLabel.running}</Badge>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent Notes</CardTitle>
          <Muted>{notes.total ?? 0} total</Muted>
        </CardHeader>
        <CardContent>
          {latest.length === 0 ? (
            <Muted>No notes yet</Muted>
          ) : (
            <List aria-label="Recent notes">
              {latest.slice(0, ACTIVITY_LIST_SIZE).map((note) => (
                <ListItem key={note.id}>
                  <Stack gap={3}>
                    <Strong>
                      <bdi>{note.channel.channelName || 'Unnamed Channel'}</bdi>
                    </Strong>
                    <bdi>{note.content}</bdi>
                    <Muted>
                      by <bdi>{note.user.username}</bdi> · {shortDate(note.createdAt)}
                    </Muted>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </CardContent>
      </Card>
    </Grid>
  );
}
