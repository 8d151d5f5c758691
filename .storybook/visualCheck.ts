import type { StoryContext } from '@storybook/react-vite';

type Hook = (context: StoryContext) => Promise<void>;

/**
 * The visual tests' hooks, run as Storybook `beforeEach` and `afterEach` annotations (preview.tsx): `before`
 * records the story's references (also for a story that then fails), `after` compares the page with them once
 * the play function passed. A Vitest `afterEach` in a setup file is registered for the first test file alone when
 * the files share one frame (`isolate: false`), so the later files' stories were never compared; an annotation
 * runs for every story. Set by .storybook/visual.setup.ts; null in Storybook and the stories project.
 */
export const visualCheck: { current: { before: Hook; after: Hook } | null } = { current: null };
