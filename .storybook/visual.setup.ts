// Setup of the `visual` Vitest project (vitest.config.ts): every story is rendered and played by the Storybook
// plugin exactly as in the `stories` project; then, in this afterEach, the page is compared with the story's
// reference screenshots:
//   <name>-light.png, <name>-dark.png     every story at 1280 × 800 (a story pinned to one theme: that one)
//   <name>-mobile.png                     Features/… stories again at 390 × 844, light
// References live in stories/<ui|features>/__screenshots__/<File>/; `npm run test:visual -- -u` rewrites them.
// Diff images of a failure go to .vitest/attachments/visual/… and are named in the failure message.
import type { StoryContext } from '@storybook/react-vite';
import { setInteractionModality } from 'react-aria';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { FIXTURE_NOW } from '@channel-countdown/features/mocks';
import { FIXED_NOW } from './fixedClock';
import { setThemeOverride } from './themeOverride';
import { visualCheck } from './visualCheck';

/** The visual tests' viewports; `desktop1280` is also the project's initial `viewport` global. */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 390, height: 844 } as const;

// Nothing moves under test: the story tests' setup turns animations, transitions and the caret off; here
// also no scrollbar that could differ between machines.
const style = document.createElement('style');
style.textContent = `
  html { scrollbar-width: none; }
  /*
   * The body's box is the viewport: what is photographed. What overflows it below is clipped (and measured
   * apart, see contentHeight): a screenshot of a page taller than the viewport is taken with the viewport
   * stretched to the page, which moves what is fixed to the viewport (toasts, the add button) out of the
   * picture or not, depending on timing. Sideways it may overflow, so a story can still check that it does not.
   */
  body { min-height: 100vh; max-height: 100vh; overflow-x: visible; overflow-y: clip; }
`;
document.head.appendChild(style);

beforeAll(async () => {
  if (Date.parse(FIXTURE_NOW) !== Date.parse(FIXED_NOW) || Date.now() !== Date.parse(FIXTURE_NOW)) {
    throw new Error(`Storybook's fixed clock (${FIXED_NOW}) must equal FIXTURE_NOW (${FIXTURE_NOW})`);
  }
  // Load the product fonts up front (latin subsets, every weight: they are variable fonts).
  await Promise.all([
    document.fonts.load("16px 'Inter Variable'"),
    document.fonts.load("16px 'JetBrains Mono Variable'"),
  ]);
  const loaded = [...document.fonts]
    .filter((face) => face.status === 'loaded')
    .map((face) => face.family.replace(/^["']|["']$/g, ''));
  for (const family of ['Inter Variable', 'JetBrains Mono Variable']) {
    if (!loaded.includes(family))
      throw new Error(`font '${family}' did not load (loaded: ${loaded.join(', ')})`);
  }
});

/**
 * Resolves once React has no render left to do. What it defers (a card's buttons, the cards after the first
 * row) it renders in tasks of its scheduler after the play function has found what it waits for; a task of the
 * scheduler's idle priority runs only after all of them. (The browser's requestIdleCallback is no such signal:
 * in this headless frame it often waits out its whole timeout on a page with nothing to do.)
 */
const reactIdle = () =>
  new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));

/** Fonts loaded, React's renders done, layout and paint done. */
async function settle() {
  await document.fonts.ready;
  await reactIdle();
  for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

/** The page's height were the body not clipped at the viewport's. */
function contentHeight(): number {
  document.body.style.overflowY = 'visible';
  const height = document.documentElement.scrollHeight;
  document.body.style.overflowY = '';
  return height;
}

/**
 * Grows the viewport to the page's height, so a screen taller than 800 px (or 844 px) is photographed beyond
 * its first screen (the browser paints nothing below the viewport). Repeats until the height no longer changes (a taller
 * viewport can lengthen content sized in vh), and never shrinks below the base size.
 */
async function fitViewport(base: { width: number; height: number }) {
  const maxHeight = MAX_HEIGHT_FACTOR * base.height;
  let height = base.height;
  for (let attempt = 0; attempt < 5; attempt++) {
    if (window.innerWidth !== base.width || window.innerHeight !== height)
      await page.viewport(base.width, height);
    await settle();
    const needed = Math.min(maxHeight, Math.max(base.height, contentHeight()));
    if (needed === height) return;
    height = needed;
  }
  throw new Error(`the page's height does not settle at width ${base.width} (last ${height}px)`);
}
/**
 * A screen is photographed down to twice the viewport's height (1600 px desktop, 1688 px mobile) and cut there,
 * which keeps the references small; vitest.config.ts gives the browser window room for the tallest frame (a
 * frame larger than the window would be scaled down, and so would its screenshots).
 */
export const MAX_HEIGHT_FACTOR = 2;

async function matchScreenshot(name: string, base: { width: number; height: number }) {
  await fitViewport(base);
  // The matcher waits for a stable picture itself; the poll around it must not retry a real difference until
  // the hook times out, so it gets a bounded time.
  await expect.element(document.body, { timeout: 5_000 }).toMatchScreenshot(name);
}

/** The pictures a story is compared with: light and dark, and Features/… at 390 px too. */
function shotsOf(story: StoryContext) {
  const name = story.id.split('--')[1]!;
  const pinnedTheme = story.globals.theme === 'dark' ? 'dark' : undefined;
  // A story with a viewport of its own (e.g. 'mobile1') is photographed at that size only.
  const viewport = story.globals.viewport as { value?: string } | undefined;
  const pinnedViewport = viewport?.value !== 'desktop1280';
  const base = pinnedViewport ? { width: window.innerWidth, height: window.innerHeight } : DESKTOP;
  const shots: { name: string; theme: 'light' | 'dark' | null; size: { width: number; height: number } }[] =
    pinnedTheme
      ? [{ name: `${name}-${pinnedTheme}`, theme: null, size: base }]
      : [
          { name: `${name}-light`, theme: 'light', size: base },
          { name: `${name}-dark`, theme: 'dark', size: base },
        ];
  if (story.id.startsWith('features-') && !pinnedViewport)
    shots.push({ name: `${name}-mobile`, theme: 'light', size: MOBILE });
  return shots;
}

visualCheck.current = {
  async before(story) {
    // React Aria's keyboard tracker (vitest.setup.ts) is loaded with the story's components by now.
    if (document.documentElement.dataset.keyboardTrackerHeld === undefined)
      throw new Error(
        "React Aria's keyboard tracker was not found: see the note in .storybook/vitest.setup.ts",
      );
    for (const shot of shotsOf(story)) await commands.visualReference(shot.name);
    // Every story starts as if the reader had last used a pointer, whatever the stories before it in this page
    // did: React Aria keeps the last modality for the whole page, and an element it focuses shows its focus ring
    // unless that modality is the pointer's. A story's own keys and presses still set it, as a reader's would.
    setInteractionModality('pointer');
  },
  async after(story) {
    const shots = shotsOf(story);
    // The accessibility check runs after this one: it gets the page back at the story's own size.
    const original = { width: window.innerWidth, height: window.innerHeight };
    // Runs only after a play function that passed (one that failed is reported by that failure). Every variant is
    // compared even when an earlier one differs, so one run shows all the diff images.
    const failures: string[] = [];
    try {
      for (const shot of shots) {
        setThemeOverride(shot.theme);
        try {
          await matchScreenshot(shot.name, shot.size);
        } catch (error) {
          failures.push(`[${shot.name}] ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    } finally {
      setThemeOverride(null);
      if (window.innerWidth !== original.width || window.innerHeight !== original.height) {
        // Let the resize reach every listener (react-aria repositions and may close overlays on it) before the
        // next story opens its own.
        const resized = new Promise((resolve) => {
          window.addEventListener('resize', resolve, { once: true });
          setTimeout(resolve, 1000);
        });
        await page.viewport(original.width, original.height);
        await resized;
      }
      await settle();
    }
    if (failures.length > 0) {
      throw new Error(
        `visual: story '${story.name}' (${story.id}) differs from ${failures.length} reference screenshot(s):\n\n` +
          failures.join('\n\n'),
      );
    }
  },
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Records that the current story file has the reference `name` (.storybook/visual.references.ts). */
    visualReference: (name: string) => Promise<void>;
  }
}
