import type { AdminNote, AdminTimer } from '@channel-countdown/contract';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Grid,
  Skeleton,
  Stack,
} from '@channel-countdown/ui';
import { useAdminNotes, useAdminTimers } from '../api';
import { ACTIVITY_LIST_SIZE, shortDate } from '../rules';
import { List, ListItem, Muted, Strong } from './styles';
import { runningTimersFigure, timerStatusLabel, timerStatusTone } from '../../channels';
import { ReadState } from '../../shared';

/** A list's lines while it loads. */
const loadingLines = (label: string) => (
  <Stack gap={3} role="status" aria-busy="true" aria-label={label}>
    <Skeleton width="70%" />
    <Skeleton width="90%" />
    <Skeleton width="50%" />
  </Stack>
);

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
  return (
    <Grid gap={4} minItemWidth="20rem" repeat="fill">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{runningTimersFigure.label}</CardTitle>
          {timers.total !== undefined && <Muted>{timers.total} running</Muted>}
        </CardHeader>
        <CardContent>
          <ReadState
            read={timers.read}
            errorTitle="Could not load the running timers"
            errorHeadingLevel={3}
            loading={loadingLines('Loading active timers')}
            isEmpty={(running) => running.length === 0}
            empty={<Muted>No active timers</Muted>}
          >
            {(running: AdminTimer[]) => (
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
          </ReadState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Recent Notes</CardTitle>
          {notes.total !== undefined && <Muted>{notes.total} total</Muted>}
        </CardHeader>
        <CardContent>
          <ReadState
            read={notes.read}
            errorTitle="Could not load the recent notes"
            errorHeadingLevel={3}
            loading={loadingLines('Loading recent notes')}
            isEmpty={(latest) => latest.length === 0}
            empty={<Muted>No notes yet</Muted>}
          >
            {(latest: AdminNote[]) => (
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
          </ReadState>
        </CardContent>
      </Card>
    </Grid>
  );
}
