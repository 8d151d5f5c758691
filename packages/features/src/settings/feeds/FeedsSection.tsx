'use client';

import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Copy, Rss } from 'lucide-react';
import { FEED_NAMES, type FeedName, type FeedUrls } from '@channel-countdown/contract';
import {
  AlertDialog,
  Button,
  Card,
  CardContent,
  CardHeading,
  EmptyState,
  Skeleton,
  useToast,
} from '@channel-countdown/ui';
import { serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { formatDay, ReadState } from '../../shared';
import { useFeedAddresses, useRenewFeeds, useTurnOffFeeds } from './api';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding-inline-end: var(--space-6);

  > div:last-child {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2);
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

const Title = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--space-2);

  strong {
    font-size: 0.9375rem;
  }
`;

const Address = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-2);

  code {
    flex: 1;
    min-width: 0;
    padding: var(--space-2) var(--space-3);
    border: 1px solid var(--color-border);
    border-radius: var(--radius-md);
    background: var(--color-surface-muted);
    font-family: var(--font-mono);
    font-size: 0.8125rem;
    overflow-wrap: anywhere;
    user-select: all;
    /* An address reads left to right in every language. */
    direction: ltr;
    text-align: start;
  }
`;

const Muted = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

function Loading() {
  const { t } = useLingui();
  return (
    <List aria-busy="true" aria-label={t`Loading your feed addresses`}>
      {[0, 1].map((key) => (
        <Row key={key}>
          <Skeleton width={200} height={18} />
          <Skeleton width={480} height={32} />
        </Row>
      ))}
    </List>
  );
}

type Confirming = 'renew' | 'off' | null;

/**
 * Settings' feeds: the user's secret addresses for feed readers (uploads and reminders, Atom and JSON Feed)
 * and calendar apps (each running cycle's end). Turned on, each address shows with a button that copies it;
 * making new ones and turning them off each ask first, since the old addresses stop working at once.
 */
export function FeedsSection() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const addresses = useFeedAddresses();
  const renew = useRenewFeeds();
  const turnOff = useTurnOffFeeds();
  const { toast } = useToast();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const section = useRef<HTMLDivElement>(null);

  const feeds: Record<FeedName, { name: string; description: string }> = {
    uploadsAtom: {
      name: t`New uploads (Atom)`,
      description: t`The newest uploads of the channels you track, for a feed reader.`,
    },
    uploadsJson: {
      name: t`New uploads (JSON Feed)`,
      description: t`The same uploads, for readers and programs that read JSON Feed.`,
    },
    eventsAtom: {
      name: t`Reminders (Atom)`,
      description: t`Cycles ending soon, cycles completed and new uploads, as your reminders say them.`,
    },
    eventsJson: {
      name: t`Reminders (JSON Feed)`,
      description: t`The same reminders, for readers and programs that read JSON Feed.`,
    },
    cycles: {
      name: t`Cycle ends (calendar)`,
      description: t`Each running cycle's end as an event: add it to your calendar app from its address.`,
    },
  };

  function failed(title: string, error: unknown) {
    const said = serverMessage(error);
    toast({
      title,
      description:
        said === null ? t`Could not reach the server. Please try again.` : translateContractText(i18n, said),
      variant: 'destructive',
    });
  }

  function turnOn() {
    renew.mutate(undefined, {
      onSuccess: () =>
        toast({
          title: t`Feeds Turned On`,
          description: t`Copy an address into your feed reader or calendar app.`,
          variant: 'success',
        }),
      onError: (error) => failed(t`Feeds Not Turned On`, error),
    });
  }

  function confirm() {
    if (confirming === 'renew') {
      renew.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          toast({
            title: t`New Addresses Made`,
            description: t`The old addresses no longer work: paste the new ones into your apps.`,
            variant: 'success',
          });
        },
        onError: (error) => failed(t`No New Addresses`, error),
      });
    } else if (confirming === 'off') {
      turnOff.mutate(undefined, {
        onSuccess: () => {
          setConfirming(null);
          // The buttons that opened the question are gone with the addresses: focus goes to turning them on.
          setTimeout(() => section.current?.querySelector('button')?.focus());
          toast({
            title: t`Feeds Turned Off`,
            description: t`Their addresses no longer work.`,
            variant: 'success',
          });
        },
        onError: (error) => failed(t`Feeds Not Turned Off`, error),
      });
    }
  }

  async function copy(name: string, url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast({
        title: t`Address Copied`,
        description: t`Paste the address of “${name}” into your app.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: t`Not Copied`,
        description: t`Your browser did not allow copying: select the address and copy it yourself.`,
        variant: 'destructive',
      });
    }
  }

  const isOn = addresses.data?.urls != null;
  const since = addresses.data?.createdAt ? formatDay(new Date(addresses.data.createdAt), i18n.locale) : '';

  return (
    <div ref={section}>
      <Card>
        <Header>
          <CardHeading
            title={t`Feeds`}
            description={t`Follow your channels' uploads, your reminders and your cycles' ends in a feed reader or a calendar app.`}
          />
          {isOn && (
            <div>
              <Button variant="outline" onPress={() => setConfirming('renew')}>
                <Trans>Make New Addresses</Trans>
              </Button>
              <Button variant="outline" onPress={() => setConfirming('off')}>
                <Trans>Turn Off Feeds</Trans>
              </Button>
            </div>
          )}
        </Header>
        <CardContent>
          <ReadState
            read={addresses}
            loading={<Loading />}
            errorTitle={t`Could not load your feed addresses`}
            errorHeadingLevel={3}
            isEmpty={(data) => data.urls === null}
            empty={
              <EmptyState
                icon={<Rss size={32} />}
                title={t`Feeds are off`}
                description={t`Turn them on to get private addresses for a feed reader and a calendar app.`}
                action={
                  <Button onPress={turnOn} isPending={renew.isPending} pendingLabel={t`Turning on...`}>
                    <CalendarDays size={16} aria-hidden="true" />
                    <Trans>Turn On Feeds</Trans>
                  </Button>
                }
              />
            }
          >
            {(data) => (
              <List aria-label={t`Your feed addresses`}>
                {FEED_NAMES.map((feed) => {
                  const { name, description } = feeds[feed];
                  const url = (data.urls as FeedUrls)[feed];
                  return (
                    <Row key={feed}>
                      <Title>
                        <strong>{name}</strong>
                      </Title>
                      <Muted>{description}</Muted>
                      <Address>
                        <code aria-label={t`Address of ${name}`}>{url}</code>
                        <Button
                          variant="outline"
                          onPress={() => void copy(name, url)}
                          aria-label={t`Copy the address of ${name}`}
                        >
                          <Copy size={16} aria-hidden="true" />
                          <Trans>Copy</Trans>
                        </Button>
                      </Address>
                    </Row>
                  );
                })}
              </List>
            )}
          </ReadState>
        </CardContent>
        <CardContent>
          <Muted>
            {isOn ? (
              <Trans>
                These addresses work since {since}. Anyone who has one can read that feed without signing in,
                so keep them to yourself; make new addresses if one was shared by mistake.
              </Trans>
            ) : (
              <Trans>
                Anyone who has a feed&apos;s address can read it without signing in, so keep the addresses to
                yourself. You can make new ones or turn feeds off at any time.
              </Trans>
            )}
          </Muted>
        </CardContent>
        <AlertDialog
          isOpen={confirming !== null}
          onOpenChange={(open) => !open && setConfirming(null)}
          title={confirming === 'off' ? t`Turn Off Feeds?` : t`Make New Addresses?`}
          description={
            confirming === 'off'
              ? t`Your feed readers and calendar apps will stop receiving updates at once.`
              : t`The current addresses will stop working at once, and you will need to paste the new ones into your apps.`
          }
          confirmLabel={confirming === 'off' ? t`Turn Off` : t`Make New Addresses`}
          tone="danger"
          onConfirm={confirm}
          isPending={renew.isPending || turnOff.isPending}
          pendingLabel={confirming === 'off' ? t`Turning off...` : t`Making...`}
        />
      </Card>
    </div>
  );
}
