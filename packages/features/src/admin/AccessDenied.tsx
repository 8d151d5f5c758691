'use client';

import { useEffect } from 'react';
import styled from 'styled-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShieldAlert } from 'lucide-react';
import { pageHref } from '@channel-countdown/contract';
import { Card, CardContent, LinkButton } from '@channel-countdown/ui';
import { useDocumentTitle, useHostNavigate } from '../shared';

/**
 * How long a signed-in non-admin sees 'Access Denied' before being sent to / (SPEC §2, §6). Long enough to
 * read the message and for assistive technology to announce it, short enough not to strand anyone; the
 * Return to Dashboard button leaves at once.
 */
export const ACCESS_DENIED_REDIRECT_MS = 3000;

const Centre = styled.main`
  display: grid;
  place-items: center;
  min-height: 60vh;
  padding: var(--space-6);
`;

const Panel = styled(Card)`
  max-width: 28rem;
  text-align: center;
`;

const Body = styled(CardContent)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-4);

  svg {
    color: var(--color-danger);
  }
  h1 {
    font-size: var(--font-size-xl);
    font-weight: 700;
  }
  p {
    color: var(--color-text-muted);
  }
`;

export interface AccessDeniedProps {
  /** Send the visitor to / after ACCESS_DENIED_REDIRECT_MS (a signed-in non-admin). @default true */
  redirect?: boolean;
}

export function AccessDenied({ redirect = true }: AccessDeniedProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Access Denied`);

  const navigate = useHostNavigate();
  useEffect(() => {
    if (!redirect) return;
    const timer = setTimeout(
      () => void navigate(pageHref('home'), { replace: true }),
      ACCESS_DENIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [redirect, navigate]);

  return (
    <Centre>
      <Panel role="alert">
        <Body>
          <ShieldAlert size={48} aria-hidden="true" />
          <h1>
            <Trans>Access Denied</Trans>
          </h1>
          <p>
            <Trans>
              You don&apos;t have permission to access the admin dashboard. This area is restricted to
              administrators only.
            </Trans>
          </p>
          <LinkButton href={pageHref('home')}>
            <Trans>Return to Dashboard</Trans>
          </LinkButton>
        </Body>
      </Panel>
    </Centre>
  );
}
