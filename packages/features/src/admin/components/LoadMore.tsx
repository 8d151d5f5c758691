'use client';

import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button } from '@channel-countdown/ui';
import type { AdminListResult } from '../api';
import { Muted } from './styles';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
  padding-top: var(--space-3);
`;

export interface LoadMoreProps {
  /** The paged list (useAdminList). */
  list: Pick<AdminListResult<unknown>, 'items' | 'total' | 'hasMore' | 'isLoadingMore' | 'loadMore'>;
  /** What the rows are, for the status text ("users", "channels"). */
  noun: 'users' | 'channels';
}

/**
 * The end of a paged admin list: the next page loads by itself when this footer scrolls into view
 * (infinite scroll), and the "Load more" button does the same for keyboards, screen readers and browsers
 * without IntersectionObserver.
 */
export function LoadMore({ list, noun }: LoadMoreProps) {
  const { hasMore, isLoadingMore, loadMore: onLoadMore, total } = list;
  const shown = list.items?.length ?? 0;
  const of = total ?? shown;
  const footer = useRef<HTMLDivElement>(null);
  const latest = useRef({ hasMore, isLoadingMore, onLoadMore });
  latest.current = { hasMore, isLoadingMore, onLoadMore };

  useEffect(() => {
    const element = footer.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const { hasMore: more, isLoadingMore: loading, onLoadMore: load } = latest.current;
      if (entries.some((entry) => entry.isIntersecting) && more && !loading) load();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  if (!hasMore) return null;
  return (
    <Footer ref={footer} data-load-more="">
      <Muted role="status">
        {noun === 'users' ? (
          <Plural value={of} one={`Showing ${shown} of # user`} other={`Showing ${shown} of # users`} />
        ) : (
          <Plural value={of} one={`Showing ${shown} of # channel`} other={`Showing ${shown} of # channels`} />
        )}
      </Muted>
      <Button variant="outline" size="sm" onPress={onLoadMore} isPending={isLoadingMore}>
        <Trans>Load more</Trans>
      </Button>
    </Footer>
  );
}
