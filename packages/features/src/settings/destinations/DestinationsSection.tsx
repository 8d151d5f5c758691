'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { History, Pencil, Plus, Send, Trash2, Webhook } from 'lucide-react';
import type { Destination, DestinationTestResult } from '@channel-countdown/contract';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  CardContent,
  CardHeading,
  Dialog,
  EmptyState,
  Skeleton,
  useToast,
} from '@channel-countdown/ui';
import { serverMessage } from '../../api';
import { dateTimeFormat, translateContractText } from '../../i18n';
import { formatDay, ReadState } from '../../shared';
import { AddDestinationDialog } from './AddDestinationDialog';
import { EditDestinationDialog } from './EditDestinationDialog';
import { useDeleteDestination, useDestinationDeliveries, useDestinations, useTestDestination } from './api';
import { deliveryOutcome, eventName, kindName, statusName, testOutcome } from './destinationText';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding-inline-end: var(--space-6);

  > button {
    margin-inline-start: var(--space-6);
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
`;

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  min-width: 0;

  strong {
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
  overflow-wrap: anywhere;
`;

const Outcome = styled.p<{ $ok: boolean }>`
  margin: 0;
  font-size: 0.8125rem;
  color: ${({ $ok }) => ($ok ? 'var(--color-success-text)' : 'var(--color-danger-text)')};
`;

const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  li {
    padding-block-end: var(--space-2);
    border-block-end: 1px solid var(--color-border);
  }
`;

function Loading() {
  const { t } = useLingui();
  return (
    <List aria-busy="true" aria-label={t`Loading your destinations`}>
      {[0, 1].map((key) => (
        <Row key={key}>
          <Skeleton width={180} height={18} />
          <Skeleton width={320} height={14} />
        </Row>
      ))}
    </List>
  );
}

function DeliveryLog({ destination, onClose }: { destination: Destination | null; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const deliveries = useDestinationDeliveries(destination?.id ?? null);
  const name = destination?.name ?? '';
  const time = (iso: string) =>
    `${formatDay(new Date(iso), i18n.locale)} ${dateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(new Date(iso))}`;
  return (
    <Dialog
      isOpen={destination !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Delivery Log`}
      description={t`The last deliveries to “${name}”, newest first.`}
      footer={
        <Button onPress={onClose}>
          <Trans>Close</Trans>
        </Button>
      }
    >
      <ReadState
        read={deliveries}
        loading={<Skeleton width={320} height={14} />}
        errorTitle={t`Could not load the delivery log`}
        errorHeadingLevel={3}
        isEmpty={(list) => list.length === 0}
        empty={<Muted>{t`Nothing has been sent here yet.`}</Muted>}
      >
        {(list) => (
          <Log aria-label={t`Deliveries`}>
            {list.map((delivery) => {
              const attempts = delivery.attempts;
              return (
                <li key={delivery.id}>
                  <Name>
                    <strong>{eventName(delivery.event, i18n)}</strong>
                    <Badge
                      tone={
                        delivery.status === 'sent'
                          ? 'success'
                          : delivery.status === 'failed'
                            ? 'danger'
                            : 'warning'
                      }
                    >
                      {statusName(delivery.status, i18n)}
                    </Badge>
                  </Name>
                  <Muted>
                    {time(delivery.attemptedAt ?? delivery.createdAt)} · {t`Attempts: ${attempts}`}
                  </Muted>
                  {delivery.error !== null && <Muted>{deliveryOutcome(delivery, i18n)}</Muted>}
                </li>
              );
            })}
          </Log>
        )}
      </ReadState>
    </Dialog>
  );
}

function DestinationRow({
  destination,
  onEdit,
  onDelete,
  onLog,
}: {
  destination: Destination;
  onEdit: () => void;
  onDelete: () => void;
  onLog: () => void;
}) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const test = useTestDestination();
  const [result, setResult] = useState<DestinationTestResult | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const name = destination.name;
  const where = destination.topic
    ? `${destination.url} · ${destination.topic}`
    : (destination.chatId ?? destination.url);
  const events = destination.events.map((event) => eventName(event, i18n)).join(', ');

  function sendTest() {
    setResult(null);
    setFailed(null);
    test.mutate(destination.id, {
      onSuccess: setResult,
      onError: (error) => {
        const said = serverMessage(error);
        setFailed(
          said === null
            ? t`Could not reach the server. Please try again.`
            : translateContractText(i18n, said),
        );
      },
    });
  }

  return (
    <Row>
      <Line>
        <Name>
          <strong>{destination.name}</strong>
          <Badge tone="neutral">{kindName(destination.kind, i18n)}</Badge>
        </Name>
        <Actions>
          <Button
            variant="outline"
            onPress={sendTest}
            isPending={test.isPending}
            pendingLabel={t`Sending...`}
            aria-label={t`Send test to ${name}`}
          >
            <Send size={16} aria-hidden="true" />
            <Trans>Send test</Trans>
          </Button>
          <Button variant="outline" onPress={onLog} aria-label={t`Delivery log of ${name}`}>
            <History size={16} aria-hidden="true" />
            <Trans>Delivery log</Trans>
          </Button>
          <Button variant="outline" onPress={onEdit} aria-label={t`Edit ${name}`}>
            <Pencil size={16} aria-hidden="true" />
            <Trans>Edit</Trans>
          </Button>
          <Button variant="outline" onPress={onDelete} aria-label={t`Delete ${name}`}>
            <Trash2 size={16} aria-hidden="true" />
            <Trans>Delete</Trans>
          </Button>
        </Actions>
      </Line>
      <Muted>{where}</Muted>
      <Muted>
        {events} · {destination.channelIds === null ? t`All channels` : t`Chosen channels`}
      </Muted>
      <div role="status">
        {result && <Outcome $ok={result.sent}>{testOutcome(result, i18n)}</Outcome>}
        {failed && <Outcome $ok={false}>{failed}</Outcome>}
      </div>
    </Row>
  );
}

/**
 * Settings' webhook and chat destinations: where else the reminders go (a signed webhook, Discord, Slack,
 * ntfy, Telegram), each with "Send test", its delivery log, and deletion after a confirmation.
 */
export function DestinationsSection() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const destinations = useDestinations();
  const remove = useDeleteDestination();
  const { toast } = useToast();
  const [isAddOpen, setAddOpen] = useState(false);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const [logOf, setLogOf] = useState<Destination | null>(null);
  const [editing, setEditing] = useState<Destination | null>(null);

  function confirmDelete() {
    if (!deleting) return;
    const { id, name } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        setDeleting(null);
        toast({
          title: t`Destination Deleted`,
          description: t`“${name}” gets no more reminders.`,
          variant: 'success',
        });
      },
      onError: (error) => {
        const said = serverMessage(error);
        toast({
          title: t`Destination Not Deleted`,
          description:
            said === null
              ? t`Could not reach the server. Please try again.`
              : translateContractText(i18n, said),
          variant: 'destructive',
        });
      },
    });
  }

  const deletingName = deleting?.name ?? '';
  const add = (
    <Button onPress={() => setAddOpen(true)}>
      <Plus size={16} aria-hidden="true" />
      <Trans>Add Destination</Trans>
    </Button>
  );

  return (
    <Card>
      <Header>
        <CardHeading
          title={t`Webhooks and Chat`}
          description={t`Send your reminders to your own server, Discord, Slack, ntfy or Telegram.`}
        />
        {destinations.data && destinations.data.length > 0 && add}
      </Header>
      <CardContent>
        <ReadState
          read={destinations}
          loading={<Loading />}
          errorTitle={t`Could not load your destinations`}
          errorHeadingLevel={3}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={<Webhook size={32} />}
              title={t`No destinations yet`}
              description={t`Add one to get your reminders in another app as well.`}
              action={add}
            />
          }
        >
          {(list) => (
            <List aria-label={t`Your destinations`}>
              {list.map((destination) => (
                <DestinationRow
                  key={destination.id}
                  destination={destination}
                  onEdit={() => setEditing(destination)}
                  onDelete={() => setDeleting(destination)}
                  onLog={() => setLogOf(destination)}
                />
              ))}
            </List>
          )}
        </ReadState>
      </CardContent>
      <AddDestinationDialog isOpen={isAddOpen} onOpenChange={setAddOpen} />
      <EditDestinationDialog destination={editing} onClose={() => setEditing(null)} />
      <DeliveryLog destination={logOf} onClose={() => setLogOf(null)} />
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t`Delete Destination?`}
        description={t`“${deletingName}” will get no more reminders, and its delivery log goes too.`}
        confirmLabel={t`Delete`}
        tone="danger"
        onConfirm={confirmDelete}
        isPending={remove.isPending}
        pendingLabel={t`Deleting...`}
      />
    </Card>
  );
}
