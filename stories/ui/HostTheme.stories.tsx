import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { Button, Switch, TextField, ThemeProvider, useTheme, type ThemeTokens } from '@channel-countdown/ui';
import { Narrow, Row, Stack } from './layout';

/**
 * A host's own look: ThemeProvider's `tokens` give some design tokens the host's values (here a teal primary,
 * squarer corners and a warmer page in light mode), inside that provider and its overlays only. A token set for
 * light only keeps the design system's dark value.
 */
const HOST_TOKENS: ThemeTokens = {
  base: { 'radius-md': '0.25rem', 'radius-lg': '0.375rem' },
  light: { 'color-primary': '#0f766e', 'color-primary-text': '#115e59', 'color-bg': '#fffbf5' },
  dark: { 'color-primary': '#2dd4bf', 'color-primary-text': '#99f6e4' },
};

function Controls({ label }: { label: string }) {
  return (
    <Narrow aria-label={label} role="group">
      <strong>{label}</strong>
      <Row>
        <Button>Save Changes</Button>
        <Button variant="secondary">Cancel</Button>
      </Row>
      <Switch defaultSelected>Email Updates</Switch>
      <TextField label="Channel name" defaultValue="Pixel & Pine Studio" />
    </Narrow>
  );
}

/** A nested provider in the story's theme (the toolbar's light or dark), with the host's tokens. */
function HostProvider({ children }: { children: ReactNode }) {
  const { resolvedTheme } = useTheme();
  return (
    <ThemeProvider forcedTheme={resolvedTheme} tokens={HOST_TOKENS}>
      {children}
    </ThemeProvider>
  );
}

const meta = {
  title: 'UI/Theming/Host Theme',
  tags: ['autodocs'],
  component: ThemeProvider,
  render: () => (
    <Stack>
      <Row style={{ alignItems: 'flex-start', gap: 48 }}>
        <Controls label="The design system's tokens" />
        <HostProvider>
          <div style={{ padding: 16, background: 'var(--color-bg)' }}>
            <Controls label="A host's tokens" />
          </div>
        </HostProvider>
      </Row>
    </Stack>
  ),
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HostTokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const background = (group: string) =>
      getComputedStyle(
        within(canvas.getByRole('group', { name: group })).getByRole('button', { name: 'Save Changes' }),
      ).backgroundColor;
    const dark = document.documentElement.classList.contains('dark');
    // The host's primary where its tokens apply, the design system's beside it.
    await expect(background("A host's tokens")).toBe(dark ? 'rgb(45, 212, 191)' : 'rgb(15, 118, 110)');
    await expect(background("The design system's tokens")).toBe(
      dark ? 'rgb(129, 140, 248)' : 'rgb(79, 70, 229)',
    );
  },
};
