'use client';

import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  DESTINATION_EVENTS,
  DESTINATION_KINDS,
  type CreatedDestination,
  type DestinationEvent,
  type DestinationKind,
} from '@channel-countdown/contract';
import { Copy } from 'lucide-react';
import { Button, Dialog, PasswordField, Select, TextField, useToast } from '@channel-countdown/ui';
import { serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { checkFormWhenLoaded } from '../../shared';
import { createDestinationSchema } from '../lazySchemas';
import { useCreateDestination } from './api';
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

const SecretRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
`;

const Secret = styled.code`
  flex: 1 1 16rem;
  display: block;
  padding: var(--space-2) var(--space-3);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface-muted);
  font-family: var(--font-mono);
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Warning = styled.p`
  margin: 0 0 var(--space-3);
  font-size: 0.875rem;
`;

export interface AddDestinationDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

type Field = 'name' | 'url' | 'topic' | 'botToken' | 'chatId' | 'events' | 'channelIds' | 'server';

/**
 * Add a destination: its kind, a name, the fields the kind needs (an address; an ntfy topic; a Telegram bot
 * token and chat), its events and its channels (all, or chosen ones). A webhook's signing secret shows here
 * once, after it is made, with a button that copies it.
 */
export function AddDestinationDialog({ isOpen, onOpenChange }: AddDestinationDialogProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const create = useCreateDestination();
  const [kind, setKind] = useState<DestinationKind>('webhook');
  const [fields, setFields] = useState({ name: '', url: '', topic: '', botToken: '', chatId: '' });
  const [events, setEvents] = useState<DestinationEvent[]>([...DESTINATION_EVENTS]);
  const [channelIds, setChannelIds] = useState<number[] | null>(null);
  const { toast } = useToast();
  const [problem, setProblem] = useState<{ field: Field; message: string } | null>(null);
  const [created, setCreated] = useState<CreatedDestination | null>(null);

  function close() {
    setKind('webhook');
    setFields({ name: '', url: '', topic: '', botToken: '', chatId: '' });
    setEvents([...DESTINATION_EVENTS]);
    setChannelIds(null);
    setProblem(null);
    setCreated(null);
    create.reset();
    onOpenChange(false);
  }

  const set = (field: keyof typeof fields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const errorOf = (field: Field) =>
    problem?.field === field ? translateContractText(i18n, problem.message) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { name, url, topic, botToken, chatId } = fields;
    const request =
      kind === 'ntfy'
        ? { kind, name, events, channelIds, ...(url ? { url } : {}), topic }
        : kind === 'telegram'
          ? { kind, name, events, channelIds, ...(url ? { url } : {}), botToken, chatId }
          : { kind, name, events, channelIds, url };
    const checked = await checkFormWhenLoaded(createDestinationSchema, request);
    if (!checked.ok) {
      const errors = checked.errors as Partial<Record<Field, string>>;
      const order: Field[] = ['name', 'url', 'topic', 'botToken', 'chatId', 'events', 'channelIds'];
      const field = order.find((key) => errors[key]) ?? 'server';
      setProblem({ field, message: errors[field] ?? Object.values(errors)[0] ?? '' });
      return;
    }
    create.mutate(checked.data, {
      onSuccess: (answer) => (answer.secret ? setCreated(answer) : close()),
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
    });
  }

  async function copy(secret: string) {
    try {
      await navigator.clipboard.writeText(secret);
      toast({
        title: t`Secret Copied`,
        description: t`Paste it where your receiver checks signatures.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: t`Not Copied`,
        description: t`Your browser did not allow copying: select the secret and copy it yourself.`,
        variant: 'destructive',
      });
    }
  }

  if (created?.secret) {
    const createdName = created.name;
    const secret = created.secret;
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => !open && close()}
        isDismissable={false}
        title={t`Your Webhook's Secret`}
        description={t`“${createdName}” is ready.`}
        footer={
          <Button onPress={close}>
            <Trans>Done</Trans>
          </Button>
        }
      >
        <Warning>
          <Trans>
            Your receiver checks each request&apos;s signature with this secret. Copy it now: it will not be
            shown again.
          </Trans>
        </Warning>
        <SecretRow>
          <Secret aria-label={t`Signing secret`}>{secret}</Secret>
          <Button variant="outline" onPress={() => void copy(secret)}>
            <Copy size={16} aria-hidden="true" />
            <Trans>Copy</Trans>
          </Button>
        </SecretRow>
      </Dialog>
    );
  }

  const kinds = DESTINATION_KINDS.map((id) => ({ id, label: kindName(id, i18n) }));
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={t`Add Destination`}
      description={t`Send your reminders to another program or a chat.`}
      footer={
        <>
          <Button variant="outline" onPress={close}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            form="add-destination"
            isPending={create.isPending}
            pendingLabel={t`Adding...`}
          >
            <Trans>Add Destination</Trans>
          </Button>
        </>
      }
    >
      <Form
        id="add-destination"
        aria-label={t`New destination`}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <Select
          label={t`Kind`}
          items={kinds}
          selectedKey={kind}
          onSelectionChange={(key) => {
            setKind(key as DestinationKind);
            setProblem(null);
          }}
        />
        <TextField
          label={t`Name`}
          placeholder={t`Team chat`}
          value={fields.name}
          onChange={set('name')}
          errorMessage={errorOf('name')}
          autoFocus
        />
        <TextField
          label={
            kind === 'ntfy' ? t`ntfy server` : kind === 'telegram' ? t`Bot API server` : t`Webhook address`
          }
          description={
            kind === 'ntfy'
              ? t`Leave empty for https://ntfy.sh.`
              : kind === 'telegram'
                ? t`Leave empty for https://api.telegram.org.`
                : t`The https:// address the service gave you.`
          }
          type="url"
          value={fields.url}
          onChange={set('url')}
          errorMessage={errorOf('url')}
        />
        {kind === 'ntfy' && (
          <TextField
            label={t`Topic`}
            value={fields.topic}
            onChange={set('topic')}
            errorMessage={errorOf('topic')}
          />
        )}
        {kind === 'telegram' && (
          <>
            <PasswordField
              label={t`Bot token`}
              description={t`From BotFather. It is kept encrypted and never shown again.`}
              value={fields.botToken}
              onChange={set('botToken')}
              errorMessage={errorOf('botToken')}
            />
            <TextField
              label={t`Chat`}
              description={t`A chat id, or a channel's @name.`}
              value={fields.chatId}
              onChange={set('chatId')}
              errorMessage={errorOf('chatId')}
            />
          </>
        )}
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
    </Dialog>
  );
}
