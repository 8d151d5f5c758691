'use client';

import { Plural, Trans } from '@lingui/react/macro';
import type { AdminSystem } from '@channel-countdown/contract';
import { Card, CardContent, CardHeader, CardTitle, Badge } from '@channel-countdown/ui';
import { checkState, checksSummary, uptimeIn } from '../rules';
import { List, ListItem, Muted } from './styles';

function Uptime({ seconds }: { seconds: number }) {
  const { unit, value } = uptimeIn(seconds);
  if (unit === 'days') return <Plural value={value} one="# day" other="# days" />;
  if (unit === 'hours') return <Plural value={value} one="# hour" other="# hours" />;
  return <Plural value={value} one="# minute" other="# minutes" />;
}

function Connection({ state }: { state: 'ok' | 'failing' }) {
  return state === 'ok' ? (
    <Badge tone="success">
      <Trans>Connected</Trans>
    </Badge>
  ) : (
    <Badge tone="danger">
      <Trans>Not connected</Trans>
    </Badge>
  );
}

export interface SystemHealthCardProps {
  /** GET /api/admin/system, once it answered. */
  system: AdminSystem | undefined;
  /** It could not be read. */
  failed?: boolean;
}

/**
 * SPEC §2 System Health, from the server that answered (GET /api/admin/system, the checks of its /readyz):
 * the server online, the database and (with several instances) Redis connected, the API operational while
 * every check passes, and how long the server has run (SPEC's fixed 98% and 99.9% are not measured; this
 * is).
 */
export function SystemHealthCard({ system, failed }: SystemHealthCardProps) {
  const database = system && checkState(system, 'database');
  const redis = system && checkState(system, 'redis');
  const summary = system && checksSummary(system);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">
          <Trans>System Health</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {!system ? (
          <Muted>
            {failed ? <Trans>The server's health could not be read.</Trans> : <Trans>Checking…</Trans>}
          </Muted>
        ) : (
          <List>
            <ListItem>
              <span>
                <Trans>Server</Trans>
              </span>
              <Badge tone="success">
                <Trans>Online</Trans>
              </Badge>
            </ListItem>
            {database && (
              <ListItem>
                <span>
                  <Trans>Database</Trans>
                </span>
                <Connection state={database} />
              </ListItem>
            )}
            {redis && (
              <ListItem>
                <span>
                  <Trans>Redis</Trans>
                </span>
                <Connection state={redis} />
              </ListItem>
            )}
            <ListItem>
              <span>
                <Trans>API Status</Trans>
              </span>
              {summary && summary.failing > 0 ? (
                <Badge tone="warning">
                  <Trans>Degraded</Trans>
                </Badge>
              ) : (
                <Badge tone="success">
                  <Trans>Operational</Trans>
                </Badge>
              )}
            </ListItem>
            <ListItem>
              <span>
                <Trans>Uptime</Trans>
              </span>
              <span>
                <Uptime seconds={system.health.uptimeSeconds} />
              </span>
            </ListItem>
          </List>
        )}
      </CardContent>
    </Card>
  );
}
