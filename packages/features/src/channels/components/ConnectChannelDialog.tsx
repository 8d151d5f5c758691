'use client';

import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Info } from 'lucide-react';
import { CYCLE_LENGTH_DAYS, parseChannelInput } from '@channel-countdown/contract';
import { Button, Dialog, FigureList, Select, TextField, useToast } from '@channel-countdown/ui';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { translateContractText } from '../../i18n';
import { useChannelPreview } from '../api/getChannelPreview';
import { useCreateChannel } from '../api/createChannel';
import { useChannels } from '../api/getChannels';
import { countText, lookupFailureText, subscriberText, trackedChannel } from '../rules';
import { ChannelThumbnail } from './ChannelThumbnail';
import { useSavedSettings } from '../../settings';
import { TextRun } from '../../shared';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: min(30rem, 80vw);
`;

const Section = styled.section`
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);

  & h3 {
    margin: 0 0 var(--space-2);
    font-size: var(--font-size-sm);
    font-weight: 600;
    color: var(--color-text);
  }
  & ul {
    margin: 0;
    padding-inline-start: var(--space-5);
  }
  & code {
    font-family: var(--font-mono);
  }
`;

const NextSteps = styled(Section)`
  display: flex;
  gap: var(--space-3);
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-info-subtle);
  color: var(--color-info-text);

  & h3 {
    color: inherit;
  }
  & p {
    margin: 0;
  }
`;

/** The cycle lengths offered as a channel is connected, besides the user's default. */
const CYCLE_LENGTH_CHOICES = [1, 3, 7, 14, 21, 30] as const;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--space-2);
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: var(--space-4);
  padding: var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);

  & h3 {
    margin: 0 0 var(--space-2);
    font-size: var(--font-size-lg);
  }
`;

const PreviewFigures = styled(FigureList)`
  display: flex;
  gap: var(--space-5);

  & > div {
    display: flex;
    flex-direction: column-reverse;
  }
  & dd {
    font-weight: 600;
  }
`;

const ChannelIdLine = styled.p`
  margin: 0 0 var(--space-2);
  font-family: var(--font-mono);
  font-size: var(--font-size-xs);
  color: var(--color-text-muted);
  overflow-wrap: anywhere;
`;

const AlreadyTracked = styled.p`
  margin: 0;
  padding: var(--space-3);
  border-radius: var(--radius-md);
  background: var(--color-warning-subtle);
  color: var(--color-warning-text);
  font-size: var(--font-size-sm);
`;

export interface ConnectChannelDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * SPEC §2/§4 connect flow: enter input → look up (preview) → 'Confirm Channel Connection' →
 * 'Start Timer' (create) → 'Channel Added' and close.
 */
export function ConnectChannelDialog({ isOpen, onOpenChange }: ConnectChannelDialogProps) {
  const [input, setInput] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  /** The text being looked up; null while the user edits. */
  const [lookup, setLookup] = useState<string | null>(null);
  const preview = useChannelPreview(lookup);
  const { t } = useLingui();
  // A new cycle lasts the user's default duration (Settings › Timers), and the texts say so.
  const cycleDays = useSavedSettings().timers.defaultDuration;
  // The first cycle's length, chosen on the confirm step (the default duration until changed).
  const [chosenDays, setChosenDays] = useState<number | null>(null);
  const days = chosenDays ?? cycleDays;
  const lengthChoices = [...new Set([...CYCLE_LENGTH_CHOICES, cycleDays])]
    .filter((value) => value >= CYCLE_LENGTH_DAYS.min && value <= CYCLE_LENGTH_DAYS.max)
    .sort((a, b) => a - b)
    .map((value) => ({ id: value, label: t`${plural(value, { one: '# day', other: '# days' })}` }));
  const createChannel = useCreateChannel();
  const channels = useChannels();
  const { toast } = useToast();
  const formatsId = useId();
  const nextId = useId();
  const { i18n } = useLinguiContext();

  const isConfirming = lookup !== null && preview.data !== undefined && !preview.isFetching;
  const lookupError =
    lookup !== null && preview.isError && !preview.isFetching ? lookupFailureText(preview.error, i18n) : null;

  const reset = () => {
    setInput('');
    setInputError(null);
    setLookup(null);
    setChosenDays(null);
    createChannel.reset();
  };
  const changeOpen = (open: boolean) => {
    if (!open) reset();
    onOpenChange(open);
  };

  const submitLookup = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the field while a lookup runs (the pending button no longer blocks the form's submission).
    if (preview.isFetching) return;
    const parsed = parseChannelInput(input);
    if (!parsed.ok) {
      setInputError(translateContractText(i18n, parsed.message));
      return;
    }
    setInputError(null);
    const text = input.trim();
    if (text === lookup) void preview.refetch();
    else setLookup(text);
  };

  /** Connects the channel the preview resolved, by its YouTube id: the server does not parse the text again. */
  const startTimer = (channelId: string) => {
    void createChannel.mutateAsync({ channelId, durationDays: days }).then(
      () => {
        toast({
          title: t`Channel Added`,
          description: t`YouTube channel has been successfully registered and timer started.`,
          variant: 'success',
        });
        changeOpen(false);
      },
      // The failure's toast (or the 401's sign-in) comes from the mutation's meta.
      () => undefined,
    );
  };

  if (isConfirming && preview.data) {
    const channel = preview.data;
    const youTubeId = channel.channelId;
    const alreadyTracked = trackedChannel(channels.data, channel.channelId) !== undefined;
    return (
      <Dialog
        isOpen={isOpen}
        onOpenChange={changeOpen}
        title={t`Confirm Channel Connection`}
        description={t`Check that this is the channel you want to track.`}
      >
        {/* Keyed: the confirm step mounts afresh, so its autoFocus puts the focus on 'Start Timer' (or on
            'Back' when the channel is already tracked) instead of wherever the look-up step left it. */}
        <Form
          key="confirm"
          onSubmit={(event) => {
            event.preventDefault();
            if (!alreadyTracked) startTimer(channel.channelId);
          }}
        >
          <Preview>
            <ChannelThumbnail src={channel.thumbnailUrl} size={64} />
            <div>
              <h3>
                <bdi>{channel.channelName}</bdi>
              </h3>
              {/* The YouTube id tells look-alike channels (same name and picture) apart. */}
              <ChannelIdLine>
                <Trans>
                  Channel ID: <span translate="no">{youTubeId}</span>
                </Trans>
              </ChannelIdLine>
              <PreviewFigures>
                {channel.subscriberCount !== null && (
                  <div>
                    <dt>
                      <Trans>Subscribers</Trans>
                    </dt>
                    <dd>{subscriberText(channel.subscriberCount, channel.countsApproximate)}</dd>
                  </div>
                )}
                {channel.videoCount !== null && (
                  <div>
                    <dt>
                      <Trans>Videos</Trans>
                    </dt>
                    <dd>{countText(channel.videoCount, channel.countsApproximate)}</dd>
                  </div>
                )}
              </PreviewFigures>
            </div>
          </Preview>
          {!alreadyTracked && (
            <Select
              label={t`Cycle length`}
              items={lengthChoices}
              selectedKey={days}
              onSelectionChange={(key) => setChosenDays(Number(key))}
              isDisabled={createChannel.isPending}
            />
          )}
          {alreadyTracked && (
            <AlreadyTracked role="status">
              <Trans>
                You already track this channel: it is on your dashboard. Go back to connect another one.
              </Trans>
            </AlreadyTracked>
          )}
          <Buttons>
            <Button
              type="button"
              variant="ghost"
              onPress={() => setLookup(null)}
              isDisabled={createChannel.isPending}
              autoFocus={alreadyTracked}
            >
              <Trans>Back</Trans>
            </Button>
            {!alreadyTracked && (
              <Button
                type="submit"
                isPending={createChannel.isPending}
                pendingLabel={t`Connecting...`}
                autoFocus
              >
                <Trans>Start Timer</Trans>
              </Button>
            )}
          </Buttons>
        </Form>
      </Dialog>
    );
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={changeOpen}
      title={t`Connect YouTube Channel`}
      description={t`Paste a channel URL, handle or ID to start a ${cycleDays}-day countdown.`}
    >
      <Form key="lookup" onSubmit={submitLookup} noValidate>
        <TextField
          // Focus the input on open (and when coming back from the preview): 'Add Channel', paste, Enter.
          autoFocus
          label={t`YouTube channel`}
          name="channel"
          placeholder="https://www.youtube.com/@channel"
          autoComplete="off"
          value={input}
          onChange={(value) => {
            setInput(value);
            setInputError(null);
            if (!preview.isFetching) setLookup(null);
          }}
          errorMessage={inputError ?? lookupError ?? undefined}
        />
        <Section aria-labelledby={formatsId}>
          <h3 id={formatsId}>
            <Trans>Supported formats</Trans>
          </h3>
          <ul>
            <li>
              <Trans>
                Channel URL: <code>youtube.com/channel/UC…</code>
              </Trans>
            </li>
            <li>
              <Trans>
                Handle: <code>@channelname</code> or <code>youtube.com/@channelname</code>
              </Trans>
            </li>
            <li>
              <Trans>
                Custom or user URL: <code>youtube.com/c/name</code>, <code>youtube.com/user/name</code>
              </Trans>
            </li>
            <li>
              <Trans>
                Channel ID: <code>UC</code> followed by 22 characters
              </Trans>
            </li>
          </ul>
        </Section>
        <NextSteps aria-labelledby={nextId}>
          <Info size={18} aria-hidden="true" />
          <div>
            <h3 id={nextId}>
              <Trans>What happens next?</Trans>
            </h3>
            <p>
              <Trans>
                We look the channel up and show you a preview. Once you confirm, the channel is added to your
                dashboard and its <TextRun>{cycleDays}</TextRun>-day countdown timer starts right away.
              </Trans>
            </p>
          </div>
        </NextSteps>
        <Buttons>
          <Button type="button" variant="ghost" onPress={() => changeOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" isPending={preview.isFetching} pendingLabel={t`Looking up...`}>
            <Trans>Find Channel</Trans>
          </Button>
        </Buttons>
      </Form>
    </Dialog>
  );
}
