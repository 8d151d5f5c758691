'use client';

import { LinkButton, type LinkButtonProps } from '@channel-countdown/ui';

/** A LinkButton to another site (the channel on YouTube, an article's website), opened in a new tab. */
export function ExternalLinkButton(props: Omit<LinkButtonProps, 'target' | 'rel'>) {
  return <LinkButton {...props} target="_blank" rel="noopener noreferrer" />;
}
