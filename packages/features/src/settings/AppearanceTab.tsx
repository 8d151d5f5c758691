import styled from 'styled-components';
import { Radio, RadioGroup, Label } from 'react-aria-components';
import { Monitor, Moon, Sun } from 'lucide-react';
import { Card, CardContent, CardHeading, useTheme } from '@channel-countdown/ui';
import { useSettings } from './api/settings';
import { useChooseTheme } from './useChooseTheme';
import { LanguageCard } from './LanguageCard';

type ThemeChoice = 'light' | 'dark' | 'system';

const choices: { id: ThemeChoice; label: string; icon: typeof Sun }[] = [
  { id: 'light', label: 'Light', icon: Sun },
  { id: 'dark', label: 'Dark', icon: Moon },
  { id: 'system', label: 'System', icon: Monitor },
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
  const { theme } = useTheme();
  const saved = useSettings().data?.appearance.theme;
  const choose = useChooseTheme();
  return (
    <Cards>
      <Card>
        <CardHeading title="Appearance" description="System follows your device's colour scheme" />
        <CardContent>
          <Options value={saved ?? theme} onChange={(choice) => choose(choice as ThemeChoice)}>
            <Label>Theme</Label>
            <div>
              {choices.map(({ id, label, icon: Icon }) => (
                <Choice key={id} value={id}>
                  <Icon size={20} aria-hidden="true" />
                  {label}
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
