'use client';

import styled from 'styled-components';
import { Skeleton } from '@channel-countdown/ui';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-4);
  padding: var(--space-5);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-lg);
  background: var(--color-surface);

  & > [data-row] {
    display: flex;
    align-items: center;
    gap: var(--space-3);
  }
  & > [data-row] > [data-lines] {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: var(--space-2);
  }
`;

/** The shape of a ChannelCard while the channel list loads. */
export function ChannelCardSkeleton() {
  return (
    <Frame data-testid="channel-card-skeleton">
      <div data-row="">
        <Skeleton width={48} height={48} radius="9999px" />
        <div data-lines="">
          <Skeleton width="70%" height={18} />
          <Skeleton width="40%" height={14} />
        </div>
      </div>
      <Skeleton height={64} />
      <Skeleton height={48} />
      <Skeleton height={32} />
    </Frame>
  );
}
