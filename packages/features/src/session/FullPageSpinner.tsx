'use client';

import styled from 'styled-components';
import { isPage } from '@channel-countdown/contract';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Page, Skeleton, Spinner, VisuallyHidden } from '@channel-countdown/ui';
import { englishI18n } from '../i18n';
import { useHasHostRouter, useHostLocation } from '../shared';

const Centre = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-3);
  min-height: 100vh;
  color: var(--color-text-muted);
`;

const DASHBOARD_LOADING = msg`Loading your dashboard...`;

/**
 * SPEC §2: the dashboard's loading text, for / and /dashboard, in the language of `i18n`; other screens show
 * the spinner alone.
 */
export function loadingTextFor(pathname: string, i18n: I18n = englishI18n): string | undefined {
  return isPage(pathname, 'home', 'dashboard') ? i18n._(DASHBOARD_LOADING) : undefined;
}

function usePathname(): string | undefined {
  // Rendered inside the router everywhere in the app; a bare render (a test) has no location.
  const inRouter = useHasHostRouter();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the router context cannot appear or vanish between renders
  return inRouter ? useHostLocation().pathname : undefined;
}

const Heading = styled.div`
  display: grid;
  gap: var(--space-2);
  margin-block-end: var(--space-6);
`;

const Cards = styled.div`
  display: grid;
  gap: var(--space-4);
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

/**
 * A page of cards in its shape: the heading, its line and three cards, while the session, the page's code
 * and its reads are on their way. One polite status says what loads; the blocks say nothing themselves.
 */
function PageShape() {
  return (
    <Page aria-busy="true">
      <VisuallyHidden role="status">
        <Trans>Loading this page</Trans>
      </VisuallyHidden>
      <Heading>
        <Skeleton width="12rem" height="2rem" />
        <Skeleton width="min(100%, 24rem)" height="1rem" />
      </Heading>
      <Cards>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} height="11rem" radius="var(--radius-lg)" />
        ))}
      </Cards>
    </Page>
  );
}

/**
 * What a page shows while it loads (the session, a page's code, the opened page's reads): the timers and
 * analytics pages their shape, a page of cards; the dashboard the spinner saying so (SPEC §2); any other page
 * the centred spinner alone.
 */
export function FullPageSpinner() {
  const pathname = usePathname();
  const { i18n } = useLingui();
  if (pathname !== undefined && isPage(pathname, 'timers', 'analytics')) return <PageShape />;
  const text = pathname === undefined ? undefined : loadingTextFor(pathname, i18n);
  return (
    <Centre>
      <Spinner size="lg" label={text} />
      {text && <p aria-hidden="true">{text}</p>}
    </Centre>
  );
}
