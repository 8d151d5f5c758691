import type { CSSProperties, ReactNode } from 'react';
import { baseTokens, darkTokens, lightTokens, type TokenSet } from '@channel-countdown/ui';

/**
 * The design tokens of @channel-countdown/ui as a designer reviews them: every colour, the type scale, the
 * spacing steps and the radii, side by side in the light and the dark theme. The values are read from the
 * package's token sets, so this page cannot drift from what the components use.
 */

type Theme = 'light' | 'dark';

/** The tokens as CSS custom properties on one element: the theme is scoped to it, not to the page. */
function themeStyle(theme: Theme): CSSProperties {
  const tokens = { ...baseTokens, ...(theme === 'light' ? lightTokens : darkTokens) };
  const properties = Object.fromEntries(Object.entries(tokens).map(([name, value]) => [`--${name}`, value]));
  return {
    ...properties,
    colorScheme: theme,
    background: 'var(--color-bg)',
    color: 'var(--color-text)',
    fontFamily: 'var(--font-sans)',
    padding: 'var(--space-6)',
    borderRadius: 'var(--radius-lg)',
    border: '1px solid var(--color-border)',
  } as CSSProperties;
}

const names = (tokens: TokenSet, prefix: string) =>
  Object.keys(tokens).filter((name) => name.startsWith(prefix));

/**
 * The light and the dark panel. `sb-unstyled` keeps the docs page's typography (its dark text colour on
 * paragraphs, lists and figures) out of them: their text is the theme's own text tokens, legible on each panel.
 */
function ThemePanels({ children }: { children: (theme: Theme) => ReactNode }) {
  return (
    <div
      className="sb-unstyled"
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: 16 }}
    >
      {(['light', 'dark'] as const).map((theme) => (
        <section
          key={theme}
          aria-label={`${theme === 'light' ? 'Light' : 'Dark'} theme`}
          style={themeStyle(theme)}
        >
          <p style={{ margin: '0 0 12px', fontWeight: 600, color: 'var(--color-text)' }}>
            {theme === 'light' ? 'Light' : 'Dark'}
          </p>
          {children(theme)}
        </section>
      ))}
    </div>
  );
}

/** A token's name: the panel's text colour, set here too so no outer style can take it over. */
const code: CSSProperties = {
  fontFamily: 'var(--font-mono)',
  fontSize: 'var(--font-size-xs)',
  color: 'var(--color-text)',
};

/** Every colour token with its value in each theme. */
export function ColorTokens() {
  return (
    <ThemePanels>
      {(theme) => (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {names(theme === 'light' ? lightTokens : darkTokens, 'color-').map((name) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 32,
                  height: 32,
                  borderRadius: 'var(--radius-md)',
                  background: `var(--${name})`,
                  border: '1px solid var(--color-border)',
                  flexShrink: 0,
                }}
              />
              <span style={code}>--{name}</span>
              <span style={{ ...code, marginInlineStart: 'auto', color: 'var(--color-text-muted)' }}>
                {(theme === 'light' ? lightTokens : darkTokens)[name]}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ThemePanels>
  );
}

/** The type scale in the product's sans-serif family, and the monospace family. */
export function TypeTokens() {
  return (
    <ThemePanels>
      {() => (
        <div style={{ display: 'grid', gap: 12 }}>
          {names(baseTokens, 'font-size-').map((name) => (
            <p key={name} style={{ margin: 0, fontSize: `var(--${name})`, color: 'var(--color-text)' }}>
              <span style={code}>--{name}</span> ({baseTokens[name]}) Seven days to the next upload
            </p>
          ))}
          <p style={{ margin: 0, fontFamily: 'var(--font-mono)', color: 'var(--color-text)' }}>
            --font-mono: 06:23:59:12
          </p>
        </div>
      )}
    </ThemePanels>
  );
}

/** The spacing steps as bars of their length. */
export function SpacingTokens() {
  return (
    <ThemePanels>
      {() => (
        <div style={{ display: 'grid', gap: 8 }}>
          {names(baseTokens, 'space-').map((name) => (
            <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span style={{ ...code, width: 80 }}>--{name}</span>
              <span
                aria-hidden="true"
                style={{ width: `var(--${name})`, height: 16, background: 'var(--color-primary)' }}
              />
              <span style={{ ...code, color: 'var(--color-text-muted)' }}>{baseTokens[name]}</span>
            </div>
          ))}
        </div>
      )}
    </ThemePanels>
  );
}

/** The corner radii and the two shadows. */
export function ShapeTokens() {
  return (
    <ThemePanels>
      {() => (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {[...names(baseTokens, 'radius-'), 'shadow-sm', 'shadow-md'].map((name) => (
            <figure key={name} style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 6 }}>
              <span
                aria-hidden="true"
                style={{
                  width: 64,
                  height: 64,
                  background: 'var(--color-surface)',
                  border: '1px solid var(--color-border)',
                  borderRadius: name.startsWith('radius-') ? `var(--${name})` : 'var(--radius-md)',
                  boxShadow: name.startsWith('shadow-') ? `var(--${name})` : undefined,
                }}
              />
              <figcaption style={code}>--{name}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </ThemePanels>
  );
}
