'use client';

import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import {
  BUILT_IN_MEDIA,
  DESTINATION_EVENTS,
  destinationMedium,
  destinationTakes,
  paths,
  reminderReaches,
  settingsRaise,
  settingsReach,
  withReminder,
  type DestinationEvent,
  type ReminderMedium,
} from '@channel-countdown/contract';
import { useLingui as useLinguiContext } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Dialog, Skeleton, Switch, VisuallyHidden } from '@channel-countdown/ui';
import { specQueryDefaults, useApiClient } from '../api';
import { readErrorText, settingsQueryKey } from '../shared';
import { destinationsQueryOptions } from './api';
import { useChannelReminders } from './channelReminders.api';
import { kindName, eventName } from './reminderText';

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: var(--font-size-sm);

  th,
  td {
    padding: var(--space-2);
    border-block-end: 1px solid var(--color-border);
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    font-weight: 500;
    font-size: 0.8125rem;
    color: var(--color-text-muted);
  }
  thead th:not(:first-child),
  td {
    text-align: center;
    width: 5.5rem;
  }
  tbody th {
    font-weight: 500;
    /* A name breaks between words; only a word wider than its column breaks inside. */
    overflow-wrap: break-word;
  }

  @media (max-width: 480px) {
    th,
    td {
      padding-inline: var(--space-1);
    }
    thead th:not(:first-child),
    td {
      width: 4rem;
    }
  }
  th small {
    display: block;
    font-weight: 400;
    font-size: 0.75rem;
    color: var(--color-text-muted);
  }
`;

/** With five events the grid is wider than a phone's dialog: it scrolls sideways in its own box, not the page. */
const GridScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  overscroll-behavior-inline: contain;
  border-radius: var(--radius-md);
  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-danger-text);
`;

const builtInName = {
  'in-app': msg`In the app`,
  push: msg`Push`,
  email: msg`Email`,
} as const;

interface MediumRow {
  medium: ReminderMedium;
  name: string;
  detail?: string;
  /** Whether the medium can carry the event at all (a destination's own events and channels). */
  carries: (event: DestinationEvent) => boolean;
}

export interface ChannelRemindersDialogProps {
  channelId: number;
  channelName: string;
  isOpen: boolean;
  onClose: () => void;
}

/** The bell's dialog: the whole-channel mute, then each medium's events as check boxes. */
export function ChannelRemindersDialog({
  channelId,
  channelName,
  isOpen,
  onClose,
}: ChannelRemindersDialogProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const api = useApiClient();
  const { choices, readError, saveError, save } = useChannelReminders(channelId);
  const destinations = useQuery(destinationsQueryOptions(api));
  // The settings' own read and key (shared/queryKeys.ts): settings imports this domain, so not back.
  const settings = useQuery({
    ...specQueryDefaults,
    queryKey: settingsQueryKey,
    queryFn: () => api.call('GET', paths.settings),
    staleTime: Infinity,
  });
  const notificationSettings = settings.data?.notifications;
  const offInSettings = t`Off in Settings`;

  const rows: MediumRow[] = [
    ...BUILT_IN_MEDIA.map((medium) => ({
      medium,
      name: i18n._(builtInName[medium]),
      detail:
        notificationSettings && !settingsReach(notificationSettings, medium) ? offInSettings : undefined,
      carries: () => true,
    })),
    ...(destinations.data ?? []).map((destination) => ({
      medium: destinationMedium(destination.id),
      name: destination.name,
      detail: kindName(destination.kind, i18n),
      carries: (event: DestinationEvent) => destinationTakes(destination, event, channelId),
    })),
  ];
  const muted = choices?.muted ?? false;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      title={t`Reminders for ${channelName}`}
      description={t`Choose which of this channel's reminders reach you, and where.`}
      footer={
        <Button onPress={onClose}>
          <Trans>Done</Trans>
        </Button>
      }
    >
      <Body>
        {/* The grid waits for the destinations too (or their failure), so its rows do not jump in. */}
        {choices === undefined || destinations.isPending ? (
          readError ? null : (
            <Skeleton width={320} height={120} />
          )
        ) : (
          <>
            <Switch
              isSelected={muted}
              onChange={(on) => save({ ...choices, muted: on })}
              description={t`Nothing from this channel reaches you. Its countdown goes on.`}
            >
              <Trans>Mute this channel</Trans>
            </Switch>
            <GridScroll tabIndex={0} role="region" aria-label={t`Where each reminder goes`}>
              <Grid aria-label={t`Where each reminder goes`}>
                <thead>
                  <tr>
                    <th scope="col">
                      <VisuallyHidden>
                        <Trans>Where</Trans>
                      </VisuallyHidden>
                    </th>
                    {DESTINATION_EVENTS.map((event) => (
                      <th key={event} scope="col">
                        {eventName(event, i18n)}
                        {notificationSettings && !settingsRaise(notificationSettings, event) && (
                          <small>{offInSettings}</small>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.medium}>
                      <th scope="row">
                        <bdi>{row.name}</bdi>
                        {row.detail && <small>{row.detail}</small>}
                      </th>
                      {DESTINATION_EVENTS.map((event) => {
                        const carries = row.carries(event);
                        const where = `${row.name}: ${eventName(event, i18n)}`;
                        const blocked =
                          notificationSettings !== undefined &&
                          !(
                            settingsReach(notificationSettings, row.medium) &&
                            settingsRaise(notificationSettings, event)
                          );
                        const label = blocked ? t`${where} (off in Settings)` : where;
                        return (
                          <td key={event}>
                            <Checkbox
                              aria-label={label}
                              isSelected={
                                carries && reminderReaches({ ...choices, muted: false }, event, row.medium)
                              }
                              isDisabled={muted || !carries}
                              onChange={(on) => save(withReminder(choices, event, row.medium, on))}
                            />
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </Grid>
            </GridScroll>
            <Note>
              <Trans>
                Your switches in Settings come first: what is off there reaches you from no channel. Each
                destination sends only the reminders and channels chosen for it there.
              </Trans>
            </Note>
          </>
        )}
        <div role="alert">
          {readError ? (
            <Problem>{readErrorText(readError, i18n)}</Problem>
          ) : saveError ? (
            <Problem>{t`Your change could not be saved, so it was put back. Please try again.`}</Problem>
          ) : null}
        </div>
      </Body>
    </Dialog>
  );
}
