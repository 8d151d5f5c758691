'use client';

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { channelPagePath } from '@channel-countdown/contract';
import { HostLink } from '../../shared';

/** The channel's own page in the app (issue 18): where its name and thumbnail lead. */
export const channelPageUrl = channelPagePath;

const StyledLink = styled(HostLink)`
  color: inherit;
  text-decoration: none;

  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid var(--color-focus-ring);
    outline-offset: -2px;
    border-radius: var(--radius-sm);
  }
`;

/** A channel's name (or any text) as a link to its page, reading as the text around it. */
export function ChannelPageLink({ channelId, children }: { channelId: number; children: ReactNode }) {
  return <StyledLink href={channelPageUrl(channelId)}>{children}</StyledLink>;
}
