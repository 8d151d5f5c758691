'use client';

import { useState } from 'react';
import styled from 'styled-components';
import { Menu as MenuIcon, Plus } from 'lucide-react';
import type { User } from '@channel-countdown/contract';
import { IconButton } from '@channel-countdown/ui';
import { useLingui } from '@lingui/react/macro';
import { lazyOverlay, LazyTooltip } from '../shared';
import { Bar, BrandLink } from './DesktopHeader';
import type { MobileMenuSheetProps } from './MobileMenuSheet';

const Fab = styled.div`
  position: fixed;
  inset-inline-end: var(--space-4);
  bottom: var(--space-4);
  z-index: 30;
  border-radius: 999px;
  box-shadow: var(--shadow-md);
  & > button {
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 999px;
  }
`;

const MobileMenuSheet = lazyOverlay<MobileMenuSheetProps>(() =>
  import('./MobileMenuSheet').then((module) => module.MobileMenuSheet),
);

/**
 * Below 768 px (SPEC §2): a top bar with a menu button opening a slide-in sheet, and a floating add button.
 */
export function MobileNavigation({ user, onAddChannel }: { user: User; onAddChannel: () => void }) {
  const [isOpen, setOpen] = useState(false);
  const { t } = useLingui();
  return (
    <>
      <Bar>
        <BrandLink />
        <LazyTooltip content={t`Open menu`}>
          <IconButton
            aria-label={t`Open menu`}
            icon={<MenuIcon size={20} aria-hidden="true" />}
            onPress={() => setOpen(true)}
          />
        </LazyTooltip>
      </Bar>
      <MobileMenuSheet user={user} isOpen={isOpen} onOpenChange={setOpen} onAddChannel={onAddChannel} />
      <Fab>
        <LazyTooltip content={t`Add Channel`}>
          <IconButton
            aria-label={t`Add Channel`}
            variant="primary"
            icon={<Plus size={24} aria-hidden="true" />}
            onPress={onAddChannel}
          />
        </LazyTooltip>
      </Fab>
    </>
  );
}
