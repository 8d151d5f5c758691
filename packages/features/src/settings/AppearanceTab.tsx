'use client';

import styled from 'styled-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardHeading, useTheme } from '@channel-countdown/ui';
import { useSettings } from './api/settings';
import { useChooseTheme } from './useChooseTheme';
import { LanguageCard } from './LanguageCard';

type ThemeChoice = 'light' | 'dark' | 'system';

const choices: { id: ThemeChoice; label: MessageDescriptor; icon: typeof Sun }[] = [
  { id: 'light', label: msg`Light`, icon: Sun },
  { id: 'dark', label: msg`Dark`, icon: Moon },
  { id: 'system', label: msg`System`, icon: Monitor },
];

const Cards = styled.div`
  display: grid;
  gap: var(--space-6);
`;

const Options = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  > div {
    display: grid;
    gap: var(--space-3);
    grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  }
`;

const Choice = styled(Radio)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-2);
  padding: var(--space-4);
  border: 2px solid var(--color-border);
  border-radius: var(--radius-md);
  cursor: pointer;

  &[data-selected] {
    border-color: var(--color-primary);
  }
  &[data-focus-visible] {
    outline: 2px solid var(--color-primary);
    outline-offset: 2px;
  }
`;

/**
 * SPEC §2: Light, Dark or System, shown at once through the theme provider; then the Language. The theme has one home, the
 * account's saved settings: choosing here saves it at once, as the menus' switch does (useChooseTheme), and
 * this tab shows what is saved, whichever of them chose it.
 */
export function AppearanceTab() {
  const { t } = useLingui();
  const { i18n } = useLinguiContext();
  const { theme } = useTheme();
  const saved = useSettings().data?.appearance.theme;
  const choose = useChooseTheme();
  return (
    <Cards>
      <Card>
        <CardHeading title={t`Appearance`} description={t`System follows your device's colour scheme`} />
        <CardContent>
          <Options value={saved ?? theme} onChange={(choice) => choose(choice as ThemeChoice)}>
            <Label>
              <Trans>Theme</Trans>
            </Label>
            <div>
              {choices.map(({ id, label, icon: Icon }) => (
                <Choice key={id} value={id}>
                  <Icon size={20} aria-hidden="true" />
                  {i18n._(label)}
                </Choice>
              ))}
            </div>
          </Options>
        </CardContent>
      </Card>
      <LanguageCard />
    </Cards>
  );
}
