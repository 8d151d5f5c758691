'use client';

import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { RefreshCw, Shield } from 'lucide-react';
import { ANIMATION, Badge, Button, Inline, Switch } from '@channel-countdown/ui';
import { refreshAdminData } from '../api';

/** SPEC §9: the Refresh icon spins for one second. */
export const REFRESH_SPIN_MS = 1000;

const Root = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--space-4);
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-2);

  h1 {
    font-size: var(--font-size-xl);
    font-weight: 700;
  }
  p {
    color: var(--color-text-muted);
  }
`;

const RefreshIcon = styled(RefreshCw)`
  &[data-spinning] {
    animation: ${ANIMATION.spin} 1s linear infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-spinning] {
      animation: none;
    }
  }
`;

const LiveDot = styled.span`
  display: inline-block;
  width: 0.5rem;
  height: 0.5rem;
  margin-inline-end: var(--space-1);
  border-radius: var(--radius-full);
  background: currentColor;
`;

export interface AdminHeaderProps {
  /** Total users, once known. */
  userCount: number | undefined;
  realTime: boolean;
  onRealTimeChange: (realTime: boolean) => void;
}

export function AdminHeader({ userCount, realTime, onRealTimeChange }: AdminHeaderProps) {
  const { t } = useLingui();
  // The count as digits, without grouping, as the badge always wrote it.
  const usersText = (count: number) => {
    const digits = String(count);
    return t`${plural(count, { one: `${digits} user`, other: `${digits} users` })}`;
  };
  const queryClient = useQueryClient();
  const [spinning, setSpinning] = useState(false);

  const stopTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(stopTimer.current), []);

  const refresh = () => {
    setSpinning(true);
    clearTimeout(stopTimer.current);
    stopTimer.current = setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
    void refreshAdminData(queryClient);
  };

  return (
    <Root>
      <Titles>
        <h1>
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p>
          <Trans>Monitor system performance and manage platform resources</Trans>
        </p>
        <Inline gap={2} align="stretch">
          {realTime && (
            <Badge tone="success">
              <LiveDot aria-hidden="true" />
              <Trans>Live</Trans>
            </Badge>
          )}
          {userCount !== undefined && <Badge tone="info">{usersText(userCount)}</Badge>}
        </Inline>
      </Titles>
      <Inline gap={3}>
        <Switch isSelected={realTime} onChange={onRealTimeChange}>
          <Trans>Real-time</Trans>
        </Switch>
        <Button variant="outline" size="sm" onPress={refresh}>
          <RefreshIcon size={16} aria-hidden="true" data-spinning={spinning || undefined} />
          <Trans>Refresh</Trans>
        </Button>
        <Badge tone="primary">
          <Trans>
            <Shield size={12} aria-hidden="true" /> Admin Access
          </Trans>
        </Badge>
        {/* SPEC §2's Actions menu (Export Data, Generate Report, Notifications, System Settings) had no
            behaviour: not offered. */}
      </Inline>
    </Root>
  );
}
