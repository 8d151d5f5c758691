'use client';

import styled from 'styled-components';
import { Plus, Timer } from 'lucide-react';
import { Link } from 'react-aria-components';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageHref, type User } from '@channel-countdown/contract';
import { Button } from '@channel-countdown/ui';
import { translateContractText } from '../i18n';
import { NotificationsMenu } from '../notifications';
import { blogsLink } from './navLinks';
import { UserMenu } from './UserMenu';

export const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: var(--space-3);
  padding: var(--space-3) var(--space-6);
  border-bottom: 1px solid var(--color-border);
  background: var(--color-surface);
  color: var(--color-text);
`;

export const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  margin-inline-end: auto;
  font-weight: 700;
  font-size: 1.0625rem;
  color: var(--color-text);
  text-decoration: none;
  svg {
    color: var(--color-primary);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

const TextLink = styled(Link)`
  padding: var(--space-2);
  border-radius: var(--radius-md);
  color: var(--color-text);
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;
  &[data-hovered] {
    background: var(--color-surface-muted);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
  }
`;

export function BrandLink() {
  return (
    <Brand href={pageHref('home')}>
      <Timer size={20} aria-hidden="true" />
      Channel Countdown
    </Brand>
  );
}

/** SPEC §2 desktop header: brand, Add Channel, the bell, Blogs (desktop only) and the user menu. */
export function DesktopHeader({ user, onAddChannel }: { user: User; onAddChannel: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  return (
    <Bar>
      <BrandLink />
      <Button size="sm" onPress={onAddChannel}>
        <Plus size={16} aria-hidden="true" />
        <Trans>Add Channel</Trans>
      </Button>
      <NotificationsMenu />
      <nav aria-label={t`Main`}>
        <TextLink href={blogsLink.href}>{translateContractText(i18n, blogsLink.label)}</TextLink>
      </nav>
      <UserMenu user={user} />
    </Bar>
  );
}
