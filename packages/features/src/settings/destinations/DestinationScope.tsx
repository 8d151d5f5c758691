'use client';

import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DESTINATION_EVENTS, paths, type DestinationEvent } from '@channel-countdown/contract';
import { Checkbox, CheckboxGroup, Skeleton, Switch } from '@channel-countdown/ui';
import { specQueryDefaults, useApiClient } from '../../api';
import { channelsQueryKey } from '../../shared';
import { eventName } from './destinationText';

const Part = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Channels = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  max-height: 12rem;
  overflow-y: auto;
  padding-inline-start: var(--space-1);
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-danger-text);
`;

export interface DestinationScopeProps {
  events: DestinationEvent[];
  onEventsChange: (events: DestinationEvent[]) => void;
  /** Null: all of the user's channels, also those added later. */
  channelIds: number[] | null;
  onChannelIdsChange: (channelIds: number[] | null) => void;
  /** What is wrong with the events chosen, already in the reader's language. */
  eventsError?: string;
  /** What is wrong with the channels chosen, already in the reader's language. */
  channelsError?: string;
}

/**
 * What a destination takes: its events (check boxes) and its channels: all of them (also those added later),
 * or the ones ticked in a list of the user's channels. Shared by the add and the edit dialogs.
 */
export function DestinationScope({
  events,
  onEventsChange,
  channelIds,
  onChannelIdsChange,
  eventsError,
  channelsError,
}: DestinationScopeProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const api = useApiClient();
  // The channel list's own read and key (shared/queryKeys.ts), without its polling: the channels domain
  // imports settings, so settings does not import it back.
  const channels = useQuery({
    ...specQueryDefaults,
    queryKey: channelsQueryKey,
    queryFn: () => api.call('GET', paths.channels),
  });
  return (
    <>
      <CheckboxGroup
        label={t`Which reminders`}
        value={events}
        onChange={(chosen) => onEventsChange(DESTINATION_EVENTS.filter((event) => chosen.includes(event)))}
        errorMessage={eventsError}
      >
        {DESTINATION_EVENTS.map((event) => (
          <Checkbox key={event} value={event}>
            {eventName(event, i18n)}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Part>
        <Switch
          isSelected={channelIds === null}
          onChange={(all) => onChannelIdsChange(all ? null : [])}
          description={t`Also the channels you add later.`}
        >
          {t`All channels`}
        </Switch>
        {channelIds !== null &&
          (channels.data ? (
            <CheckboxGroup
              label={t`Channels`}
              value={channelIds.map(String)}
              onChange={(chosen) => onChannelIdsChange(chosen.map(Number))}
              errorMessage={channelsError}
            >
              <Channels>
                {channels.data.map((channel) => (
                  <Checkbox key={channel.id} value={String(channel.id)}>
                    <bdi>{channel.channelName}</bdi>
                  </Checkbox>
                ))}
              </Channels>
            </CheckboxGroup>
          ) : channels.error ? (
            <Problem role="alert">{t`Could not load your channels. Please try again.`}</Problem>
          ) : (
            <Skeleton width={240} height={60} />
          ))}
      </Part>
    </>
  );
}
