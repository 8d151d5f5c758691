'use client';

import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileTrigger } from 'react-aria-components';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import {
  hoursUntilReset,
  IMPORT_FILE_MAX_BYTES,
  type ImportGroup,
  type ImportJob,
  type ImportPreview,
  type ImportWait,
} from '@channel-countdown/contract';
import { Badge, Button, Dialog, Progress, TextArea } from '@channel-countdown/ui';
import { useApiClient, serverMessage } from '../../api';
import { translateContractText } from '../../i18n';
import { TextRun, useNow } from '../../shared';
import { invalidateChannelData } from '../../shared';
import { previewImport, startImport, useImportJob } from './api';
import { GroupChip } from '../../groups';
import { groupsToImport, importButtonLabel, importGroupsButtonLabel, inputsToImport } from './importRules';

export interface ImportChannelsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

type Step =
  | { kind: 'choose' }
  | { kind: 'preview'; preview: ImportPreview }
  /** The server connects the import in the background; the dialog follows its progress. */
  | { kind: 'import'; jobId: number };

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.8125rem;
  color: var(--color-text-muted);
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 16rem;
  overflow-y: auto;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);

  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: var(--space-1) var(--space-3);
    align-items: baseline;
    padding: var(--space-2) var(--space-3);
    border-bottom: 1px solid var(--color-border);
    font-size: 0.875rem;
  }
  li:last-child {
    border-bottom: none;
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    grid-column: 2;
    color: var(--color-text-muted);
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: var(--color-danger);
  font-size: 0.875rem;
`;

const maxMb = IMPORT_FILE_MAX_BYTES / (1024 * 1024);
const tooLarge = msg`The file is larger than ${maxMb} MB.`;

/**
 * Import channels (issue 19 "My data"): a YouTube Takeout subscriptions.csv, an OPML file or links one
 * per line. The server's preview says what will be added and what is skipped and why; importing then
 * sends the whole list, which the server connects as a job of its own (it goes on if the dialog is closed
 * or the server restarts); the dialog polls its progress and ends on what happened to each channel.
 */
export function ImportChannelsDialog({ isOpen, onOpenChange }: ImportChannelsDialogProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isReading, setReading] = useState(false);
  const [isStarting, setStarting] = useState(false);
  const jobId = step.kind === 'import' ? step.jobId : null;
  const jobQuery = useImportJob(jobId);
  const job = jobQuery.data;
  const isDone = job?.status === 'done';

  // Once the import is done, the dashboard and the channel lists show what it added.
  useEffect(() => {
    if (isDone) void invalidateChannelData(queryClient);
  }, [isDone, jobId, queryClient]);

  function close(open: boolean) {
    onOpenChange(open);
    if (!open) {
      setStep({ kind: 'choose' });
      setPasted('');
      setError(null);
    }
  }

  /** The server's own sentence in the page's language, else `fallback`. */
  const saidOr = (failure: unknown, fallback: string) => {
    const message = serverMessage(failure);
    return message === null ? fallback : translateContractText(i18n, message);
  };

  async function preview(file: Blob) {
    if (file.size > IMPORT_FILE_MAX_BYTES) {
      setError(i18n._(tooLarge));
      return;
    }
    setError(null);
    setReading(true);
    try {
      setStep({ kind: 'preview', preview: await previewImport(api, file) });
    } catch (failure) {
      setError(saidOr(failure, t`Could not read the file. Please try again.`));
    } finally {
      setReading(false);
    }
  }

  async function runImport(inputs: string[], groups: ImportGroup[]) {
    setError(null);
    setStarting(true);
    try {
      const started = await startImport(api, inputs, groups);
      setStep({ kind: 'import', jobId: started.id });
    } catch (failure) {
      setError(saidOr(failure, t`Could not start the import. Please try again.`));
    } finally {
      setStarting(false);
    }
  }

  const newInputs = step.kind === 'preview' ? inputsToImport(step.preview) : [];
  const newGroups = step.kind === 'preview' ? groupsToImport(step.preview) : [];
  const importingLabel = (done: number, total: number) => t`Importing ${done} of ${total}...`;
  const pollFailure = jobQuery.isError ? saidOr(jobQuery.error, t`Could not reach the server.`) : null;

  const footer =
    step.kind === 'choose' ? (
      <>
        <Button variant="outline" onPress={() => close(false)}>
          <Trans>Cancel</Trans>
        </Button>
        <Button
          isDisabled={pasted.trim() === ''}
          isPending={isReading}
          pendingLabel={t`Reading...`}
          onPress={() => void preview(new Blob([pasted], { type: 'text/plain' }))}
        >
          <Trans>Preview</Trans>
        </Button>
      </>
    ) : step.kind === 'preview' ? (
      <>
        <Button variant="outline" onPress={() => setStep({ kind: 'choose' })}>
          <Trans>Back</Trans>
        </Button>
        <Button
          isDisabled={newInputs.length === 0 && newGroups.length === 0}
          isPending={isStarting}
          pendingLabel={t`Starting...`}
          onPress={() => void runImport(newInputs, newGroups)}
        >
          {newInputs.length === 0 && newGroups.length > 0
            ? importGroupsButtonLabel(newGroups.length, i18n)
            : importButtonLabel(newInputs.length, i18n)}
        </Button>
      </>
    ) : isDone ? (
      <Button onPress={() => close(false)}>
        <Trans>Done</Trans>
      </Button>
    ) : (
      <Button variant="outline" onPress={() => close(false)}>
        <Trans>Close</Trans>
      </Button>
    );

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={close}
      isDismissable
      title={t`Import Channels`}
      description={t`From a YouTube Takeout subscriptions.csv, an OPML file, links one per line, or a Channel Countdown export with its groups.`}
      footer={footer}
    >
      <Stack>
        {step.kind === 'choose' && (
          <>
            <FileTrigger
              acceptedFileTypes={[
                '.csv',
                '.opml',
                '.xml',
                '.txt',
                '.json',
                'text/csv',
                'application/json',
                'text/plain',
                'text/x-opml',
                'application/xml',
              ]}
              onSelect={(files) => {
                const file = files?.[0];
                if (file) void preview(file);
              }}
            >
              <Button variant="outline" isPending={isReading} pendingLabel={t`Reading...`}>
                <FileUp size={16} aria-hidden="true" />
                <Trans>Choose File</Trans>
              </Button>
            </FileTrigger>
            <Hint>
              <Trans>Google Takeout: YouTube and YouTube Music → subscriptions → subscriptions.csv.</Trans>
            </Hint>
            <TextArea
              label={t`Or paste links, one per line`}
              name="importLinks"
              rows={5}
              value={pasted}
              onChange={setPasted}
              placeholder={'https://www.youtube.com/@handle\nUCxxxxxxxxxxxxxxxxxxxxxx'}
            />
          </>
        )}
        {error && <ErrorText role="alert">{error}</ErrorText>}

        {step.kind === 'preview' && <PreviewList preview={step.preview} />}

        {step.kind === 'import' && !isDone && (
          <>
            <Progress
              label={job ? importingLabel(job.results.length, job.total) : t`Importing...`}
              value={job?.results.length ?? 0}
              max={job?.total ?? 1}
            />
            {job?.waiting && <ImportWaitHint wait={job.waiting} when="job" role="status" />}
            <Hint>
              <Trans>
                The server goes on with the import if you close this window; the channels appear on your
                dashboard.
              </Trans>
            </Hint>
            {jobQuery.isError && (
              <ErrorText role="alert">
                <Trans>
                  <TextRun>{pollFailure}</TextRun> Trying again...
                </Trans>
              </ErrorText>
            )}
          </>
        )}

        {job && isDone && <ResultList job={job} />}
      </Stack>
    </Dialog>
  );
}

/**
 * The lines that wait for the user's share of the day's YouTube lookups to reset, and when that is, in the
 * page's language: before the import (preview) or while it runs (job).
 */
function ImportWaitHint({
  wait,
  when,
  role,
}: {
  wait: ImportWait;
  when: 'preview' | 'job';
  role?: 'status';
}) {
  const { t } = useLingui();
  const now = useNow(60_000);
  const lines = wait.lines;
  const hours = hoursUntilReset((Date.parse(wait.until) - now.getTime()) / 1000);
  const reset =
    hours >= 1
      ? t`${plural(hours, {
          one: "Your share of today's YouTube lookups resets in about # hour.",
          other: "Your share of today's YouTube lookups resets in about # hours.",
        })}`
      : t`Your share of today's YouTube lookups resets in a few minutes.`;
  const waiting =
    when === 'preview'
      ? t`${plural(lines, {
          one: '# channel will wait and be connected then.',
          other: '# channels will wait and be connected then.',
        })}`
      : t`${plural(lines, {
          one: '# channel is waiting and will be connected then.',
          other: '# channels are waiting and will be connected then.',
        })}`;
  return (
    <Hint role={role}>
      {reset} {waiting}
    </Hint>
  );
}

function PreviewList({ preview }: { preview: ImportPreview }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const count = preview.items.filter((item) => item.status === 'new').length;
  const skipped = preview.items.length - count;
  if (preview.items.length === 0 && preview.groups.length === 0)
    return (
      <Hint role="status">
        <Trans>The file lists no channels.</Trans>
      </Hint>
    );
  return (
    <>
      <Hint role="status">
        <Trans>
          <TextRun>{count}</TextRun> to add, <TextRun>{skipped}</TextRun> skipped.
        </Trans>
      </Hint>
      {preview.waiting && <ImportWaitHint wait={preview.waiting} when="preview" />}
      {preview.groups.length > 0 && <GroupsPreview groups={preview.groups} />}
      <List aria-label={t`What will be imported`}>
        {preview.items.map(({ line, ...item }) => (
          <li key={`${line}-${item.input}`}>
            <Badge tone={item.status === 'new' ? 'primary' : 'neutral'}>
              {item.status === 'new' ? t`New` : t`Skip`}
            </Badge>
            <span>
              <bdi>{item.title ?? item.input}</bdi>
            </span>
            <small>
              <Trans>
                Line <TextRun>{line}</TextRun>
              </Trans>
              {item.reason ? `: ${translateContractText(i18n, item.reason)}` : ''}
            </small>
          </li>
        ))}
      </List>
    </>
  );
}

/**
 * The file's groups: each one's name and colour, how many of its channels, and whether it joins a group of
 * that name the user already has (which keeps its own colour) or is made.
 */
function GroupsPreview({ groups }: { groups: ImportPreview['groups'] }) {
  const { t } = useLingui();
  return (
    <List aria-label={t`Groups to import`}>
      {groups.map((group) => {
        const channels = group.channels.length;
        return (
          <li key={group.name}>
            <Badge tone={group.existing ? 'neutral' : 'primary'}>
              {group.existing ? t`Join` : t`New group`}
            </Badge>
            <span>
              <GroupChip group={group} />
            </span>
            <small>
              {group.existing
                ? t`${plural(channels, {
                    one: '# channel joins your group of this name, which keeps its colour',
                    other: '# channels join your group of this name, which keeps its colour',
                  })}`
                : t`${plural(channels, { one: '# channel', other: '# channels' })}`}
            </small>
          </li>
        );
      })}
    </List>
  );
}

const resultTone = { added: 'success', skipped: 'neutral', failed: 'danger' } as const;
const resultLabel = { added: msg`Added`, skipped: msg`Skipped`, failed: msg`Failed` } as const;

function ResultList({ job }: { job: ImportJob }) {
  const { added, skipped, failed } = job;
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <>
      <Hint role="status">
        <Trans>
          <TextRun>{added}</TextRun> added, <TextRun>{skipped}</TextRun> skipped, <TextRun>{failed}</TextRun>{' '}
          failed.
        </Trans>
      </Hint>
      <List aria-label={t`Import results`}>
        {job.results.map((result, index) => (
          <li key={`${index}-${result.input}`}>
            <Badge tone={resultTone[result.status]}>{i18n._(resultLabel[result.status])}</Badge>
            <span>
              <bdi>{result.channelName ?? result.input}</bdi>
            </span>
            {result.message && <small>{translateContractText(i18n, result.message)}</small>}
          </li>
        ))}
      </List>
    </>
  );
}
