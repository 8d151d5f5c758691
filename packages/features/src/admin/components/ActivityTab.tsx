'use client';

import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { runningTimersMessage, timerStatusMessage, timerStatusTone } from '../../channels';
import { ReadState, TextRun } from '../../shared';

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
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const runningTotal = timers.total;
  const notesTotal = notes.total;
  return (
    <Grid gap={4} minItemWidth="20rem" repeat="fill">
      <Card>
        <CardHeader>
          <CardTitle as="h2">{i18n._(runningTimersMessage)}</CardTitle>
          {runningTotal !== undefined && (
            <Muted>
              <Trans>
                <TextRun>{runningTotal}</TextRun> running
              </Trans>
            </Muted>
          )}
        </CardHeader>
        <CardContent>
          <ReadState
            read={timers.read}
            errorTitle={t`Could not load the running timers`}
            errorHeadingLevel={3}
            loading={loadingLines(t`Loading active timers`)}
            isEmpty={(running) => running.length === 0}
            empty={
              <Muted>
                <Trans>No active timers</Trans>
              </Muted>
            }
          >
            {(running: AdminTimer[]) => (
              <List aria-label={t`Active timers`}>
                {running.slice(0, ACTIVITY_LIST_SIZE).map((timer) => (
                  <ListItem key={timer.id}>
                    <Stack gap={3}>
                      <Strong>
                        <bdi>{timer.channel.channelName || t`Unnamed Channel`}</bdi>
                      </Strong>
                      <Muted>
                        <Trans>
                          by <bdi>{timer.user.username}</bdi>
                        </Trans>
                      </Muted>
                    </Stack>
                    <Badge tone={timerStatusTone.running}>{i18n._(timerStatusMessage.running)}</Badge>
                  </ListItem>
                ))}
              </List>
            )}
          </ReadState>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">
            <Trans>Recent Notes</Trans>
          </CardTitle>
          {notesTotal !== undefined && (
            <Muted>
              <Trans>
                <TextRun>{notesTotal}</TextRun> total
              </Trans>
            </Muted>
          )}
        </CardHeader>
        <CardContent>
          <ReadState
            read={notes.read}
            errorTitle={t`Could not load the recent notes`}
            errorHeadingLevel={3}
            loading={loadingLines(t`Loading recent notes`)}
            isEmpty={(latest) => latest.length === 0}
            empty={
              <Muted>
                <Trans>No notes yet</Trans>
              </Muted>
            }
          >
            {(latest: AdminNote[]) => (
              <List aria-label={t`Recent notes`}>
                {latest.slice(0, ACTIVITY_LIST_SIZE).map((note) => (
                  <ListItem key={note.id}>
                    <Stack gap={3}>
                      <Strong>
                        <bdi>{note.channel.channelName || t`Unnamed Channel`}</bdi>
                      </Strong>
                      <bdi>{note.content}</bdi>
                      <Muted>
                        <Trans>
                          by <bdi>{note.user.username}</bdi> ·{' '}
                          <TextRun>{shortDate(note.createdAt, i18n.locale)}</TextRun>
                        </Trans>
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
