import styled from 'styled-components';
import { useInRouterContext, useLocation } from 'react-router';
import { isPage } from '@channel-countdown/contract';
import { Spinner } from '@channel-countdown/ui';

const Centre = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: var(--space-3);
  min-height: 100vh;
  color: var(--color-text-muted);
`;

export const DASHBOARD_LOADING_TEXT = 'Loading your dashboard...';

/** SPEC §2: the dashboard's loading text, for / and /dashboard; other screens show the spinner alone. */
export function loadingTextFor(pathname: string): string | undefined {
  return isPage(pathname, 'home', 'dashboard') ? DASHBOARD_LOADING_TEXT : undefined;
}

function usePathname(): string | undefined {
  // Rendered inside the router everywhere in the app; a bare render (a test) has no location.
  const inRouter = useInRouterContext();
  // eslint-disable-next-line react-hooks/rules-of-hooks -- the router context cannot appear or vanish between renders
  return inRouter ? useLocation().pathname : undefined;
}

/** The centred spinner of a loading screen (the session, a page's code); on the dashboard it says so. */
export function FullPageSpinner() {
  const pathname = usePathname();
  const text = pathname === undefined ? undefined : loadingTextFor(pathname);
  return (
    <Centre>
      <Spinner size="lg" label={text} />
      {text && <p aria-hidden="true">{text}</p>}
    </Centre>
  );
}
