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
  UPLOAD_KINDS,
  withReminder,
  withUploadKindMuted,
  type ChannelReminderChoices,
  type DestinationEvent,
  type ReminderMedium,
  type UploadKind,
} from '@channel-countdown/contract';
import { useLingui as useLinguiContext } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  Skeleton,
  Switch,
  VisuallyHidden,
} from '@channel-countdown/ui';
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

/** Where the grid of five events is wider than the dialog (a phone), each event is a group of its own instead. */
const NARROW = '(max-width: 560px)';

/** The grid, on a wide screen. */
const Wide = styled.div`
  @media ${NARROW} {
    display: none;
  }
`;

/** Per event, its media as check boxes under the event's name: a phone's width, never scrolled sideways. */
const Stacked = styled.div`
  display: none;
  flex-direction: column;
  gap: var(--space-3);

  @media ${NARROW} {
    display: flex;
  }

  fieldset {
    min-width: 0;
    margin: 0;
    padding: var(--space-2) var(--space-3) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
  }
  legend {
    padding-inline: var(--space-1);
    font-size: var(--font-size-sm);
    font-weight: 600;
  }
  legend small,
  label small {
    font-weight: 400;
    font-size: 0.75rem;
    color: var(--color-text-muted);
  }
  legend small {
    margin-inline-start: var(--space-2);
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
    gap: var(--space-2) var(--space-3);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 0;
    overflow-wrap: anywhere;
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

const uploadKindName: Record<UploadKind, ReturnType<typeof msg>> = {
  video: msg`Regular videos`,
  short: msg`Shorts`,
  live: msg`Live streams and premieres`,
};

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

  /** One medium's box for one event: the same in the grid and in the stacked groups. */
  const box = (chosen: ChannelReminderChoices, row: MediumRow, event: DestinationEvent) => {
    const carries = row.carries(event);
    const where = `${row.name}: ${eventName(event, i18n)}`;
    const blocked =
      notificationSettings !== undefined &&
      !(settingsReach(notificationSettings, row.medium) && settingsRaise(notificationSettings, event));
    return {
      'aria-label': blocked ? t`${where} (off in Settings)` : where,
      isSelected: carries && reminderReaches({ ...chosen, muted: false }, event, row.medium),
      isDisabled: muted || !carries,
      onChange: (on: boolean) => save(withReminder(chosen, event, row.medium, on)),
    };
  };
  const eventOffInSettings = (event: DestinationEvent) =>
    notificationSettings !== undefined && !settingsRaise(notificationSettings, event);

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
            <CheckboxGroup
              label={t`New uploads that remind you`}
              description={t`A kind left unchecked reaches you nowhere. The channel's other reminders go on.`}
              value={UPLOAD_KINDS.filter((kind) => !choices.mutedUploadKinds.includes(kind))}
              isDisabled={muted}
              onChange={(values) => {
                let next = choices;
                for (const kind of UPLOAD_KINDS)
                  next = withUploadKindMuted(next, kind, !values.includes(kind));
                save(next);
              }}
            >
              {UPLOAD_KINDS.map((kind) => (
                <Checkbox key={kind} value={kind}>
                  {i18n._(uploadKindName[kind])}
                </Checkbox>
              ))}
            </CheckboxGroup>
            <Wide>
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
                        {eventOffInSettings(event) && <small>{offInSettings}</small>}
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
                      {DESTINATION_EVENTS.map((event) => (
                        <td key={event}>
                          <Checkbox {...box(choices, row, event)} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Grid>
            </Wide>
            <Stacked role="group" aria-label={t`Where each reminder goes`}>
              {DESTINATION_EVENTS.map((event) => (
                <fieldset key={event}>
                  <legend>
                    {eventName(event, i18n)}
                    {eventOffInSettings(event) && <small>{offInSettings}</small>}
                  </legend>
                  <ul>
                    {rows.map((row) => (
                      <li key={row.medium}>
                        <Checkbox {...box(choices, row, event)}>
                          <span>
                            <bdi>{row.name}</bdi>
                            {row.detail && (
                              <>
                                {' '}
                                <small>{row.detail}</small>
                              </>
                            )}
                          </span>
                        </Checkbox>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              ))}
            </Stacked>
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
