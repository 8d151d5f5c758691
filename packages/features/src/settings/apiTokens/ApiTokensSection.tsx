'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, Plus, Trash2 } from 'lucide-react';
import type { ApiToken } from '@channel-countdown/contract';
import {
  AlertDialog,
  Badge,
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
import { ReadState, useNow } from '../../shared';
import { useApiTokens, useRevokeApiToken } from './api';
import { CreateApiTokenDialog } from './CreateApiTokenDialog';
import { isExpired, scopeText, tokenDates } from './tokenRules';

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
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-4);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  min-width: 0;
`;

const Name = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);

  strong {
    overflow-wrap: anywhere;
  }

  code {
    font-family: var(--font-mono);
    font-size: 0.8125rem;
    color: var(--color-text-muted);
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
    <List aria-busy="true" aria-label={t`Loading your API tokens`}>
      {[0, 1].map((key) => (
        <Row key={key}>
          <Details>
            <Skeleton width={180} height={18} />
            <Skeleton width={320} height={14} />
          </Details>
        </Row>
      ))}
    </List>
  );
}

function TokenRow({ token, now, onRevoke }: { token: ApiToken; now: Date; onRevoke: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const expired = isExpired(token, now);
  const name = token.name;
  return (
    <Row>
      <Details>
        <Name>
          <strong>{token.name}</strong>
          <code aria-label={t`Starts with`}>{token.hint}…</code>
          {token.scopes.map((scope) => (
            <Badge
              key={scope}
              tone={scope === 'admin' ? 'warning' : scope === 'write' ? 'primary' : 'neutral'}
            >
              {scopeText(scope, i18n).label}
            </Badge>
          ))}
          {expired && (
            <Badge tone="danger">
              <Trans>Expired</Trans>
            </Badge>
          )}
        </Name>
        <Muted>{tokenDates(token, now, i18n)}</Muted>
      </Details>
      <Button variant="outline" onPress={onRevoke} aria-label={t`Revoke ${name}`}>
        <Trash2 size={16} aria-hidden="true" />
        <Trans>Revoke</Trans>
      </Button>
    </Row>
  );
}

/**
 * Settings' API tokens: the user's personal tokens for scripts and other programs, each with its scopes and
 * dates; a new one (shown once), and revoking one after a confirmation. The server ends them all when the
 * password changes.
 */
export function ApiTokensSection() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const { toast } = useToast();
  const now = useNow(60_000);
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    const { id, name } = revoking;
    revoke.mutate(id, {
      onSuccess: () => {
        setRevoking(null);
        toast({ title: t`Token Revoked`, description: t`“${name}” no longer works.`, variant: 'success' });
      },
      onError: (error) => {
        const said = serverMessage(error);
        toast({
          title: t`Token Not Revoked`,
          description:
            said === null
              ? t`Could not reach the server. Please try again.`
              : translateContractText(i18n, said),
          variant: 'destructive',
        });
      },
    });
  }

  const revokingName = revoking?.name ?? '';

  const newToken = (
    <Button onPress={() => setCreateOpen(true)}>
      <Plus size={16} aria-hidden="true" />
      <Trans>New Token</Trans>
    </Button>
  );

  return (
    <Card>
      <Header>
        <CardHeading
          title={t`API Tokens`}
          description={t`Let scripts, spreadsheets and other programs use your account through the API.`}
        />
        {tokens.data && tokens.data.length > 0 && newToken}
      </Header>
      <CardContent>
        <ReadState
          read={tokens}
          loading={<Loading />}
          errorTitle={t`Could not load your API tokens`}
          errorHeadingLevel={3}
          isEmpty={(list) => list.length === 0}
          empty={
            <EmptyState
              icon={<KeyRound size={32} />}
              title={t`No API tokens yet`}
              description={t`Make a token, then send it as “Authorization: Bearer …” with each request.`}
              action={newToken}
            />
          }
        >
          {(list) => (
            <List aria-label={t`Your API tokens`}>
              {list.map((token) => (
                <TokenRow key={token.id} token={token} now={now} onRevoke={() => setRevoking(token)} />
              ))}
            </List>
          )}
        </ReadState>
      </CardContent>
      <CardContent>
        <Muted>
          <Trans>
            A token works until it expires or you revoke it. Changing your password revokes every token, and a
            deactivated account&apos;s tokens stop working. The API&apos;s reference is at{' '}
            <a href="/api/docs">/api/docs</a>.
          </Trans>
        </Muted>
      </CardContent>
      <CreateApiTokenDialog isOpen={isCreateOpen} onOpenChange={setCreateOpen} />
      <AlertDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={t`Revoke Token?`}
        description={t`Programs using “${revokingName}” will stop working at once. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        tone="danger"
        onConfirm={confirmRevoke}
        isPending={revoke.isPending}
        pendingLabel={t`Revoking...`}
      />
    </Card>
  );
}
