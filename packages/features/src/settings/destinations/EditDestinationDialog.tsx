'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Destination, type DestinationEvent } from '@channel-countdown/contract';
import { Button, Dialog, TextField, useToast } from '@channel-countdown/ui';
import { serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { checkFormWhenLoaded } from '../../shared';
import { updateDestinationSchema } from '../lazySchemas';
import { useUpdateDestination } from './api';
import { DestinationScope } from './DestinationScope';
import { kindName } from './destinationText';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
`;

const Problem = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-danger-text);
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

type Field = 'name' | 'events' | 'channelIds' | 'server';

function EditForm({
  destination,
  update,
  onClose,
}: {
  destination: Destination;
  update: ReturnType<typeof useUpdateDestination>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { toast } = useToast();
  const [name, setName] = useState(destination.name);
  const [events, setEvents] = useState<DestinationEvent[]>(destination.events);
  const [channelIds, setChannelIds] = useState<number[] | null>(destination.channelIds);
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const errorOf = (field: Field) =>
    problem?.field === field ? translateContractText(i18n, problem.message) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkFormWhenLoaded(updateDestinationSchema, { name, events, channelIds });
    if (!checked.ok) {
      const errors = checked.errors as Partial<Record<Field, string>>;
      const field = (['name', 'events', 'channelIds'] as const).find((key) => errors[key]) ?? 'server';
      setProblem({ field, message: errors[field] ?? Object.values(errors)[0] ?? '' });
      return;
    }
    update.mutate(
      { id: destination.id, change: checked.data },
      {
        onSuccess: (saved) => {
          const savedName = saved.name;
          toast({
            title: t`Destination Saved`,
            description: t`“${savedName}” is up to date.`,
            variant: 'success',
          });
          onClose();
        },
        onError: (error) => {
          const said = serverMessage(error);
          setProblem({
            field: 'server',
            message:
              said === null
                ? t`Could not reach the server. Check your connection and try again.`
                : translateContractText(i18n, said),
          });
        },
      },
    );
  }

  const kind = kindName(destination.kind, i18n);
  return (
    <Form
      id="edit-destination"
      aria-label={t`Edit destination`}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Note>
        <Trans>
          {kind} · its address and secret stay as they are. To change them, delete it and add it again.
        </Trans>
      </Note>
      <TextField
        label={t`Name`}
        value={name}
        onChange={(value) => {
          setName(value);
          setProblem(null);
        }}
        errorMessage={errorOf('name')}
        autoFocus
      />
      <DestinationScope
        events={events}
        onEventsChange={(chosen) => {
          setProblem(null);
          setEvents(chosen);
        }}
        channelIds={channelIds}
        onChannelIdsChange={(chosen) => {
          setProblem(null);
          setChannelIds(chosen);
        }}
        eventsError={errorOf('events')}
        channelsError={errorOf('channelIds')}
      />
      {problem?.field === 'server' && <Problem role="alert">{problem.message}</Problem>}
    </Form>
  );
}

export interface EditDestinationDialogProps {
  /** The destination to edit; null: closed. */
  destination: Destination | null;
  onClose: () => void;
}

/**
 * Edit a destination: its name, its events and its channels. Its kind, address and secret stay (a webhook's
 * secret is never shown again after it was made).
 */
export function EditDestinationDialog({ destination, onClose }: EditDestinationDialogProps) {
  const { t } = useLingui();
  const update = useUpdateDestination();
  const name = destination?.name ?? '';
  return (
    <Dialog
      isOpen={destination !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Edit Destination`}
      description={t`What “${name}” sends, and for which channels.`}
      footer={
        <>
          <Button variant="outline" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="edit-destination"
            isPending={update.isPending}
            pendingLabel={t`Saving...`}
          >
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      {destination && (
        <EditForm key={destination.id} destination={destination} update={update} onClose={onClose} />
      )}
    </Dialog>
  );
}
