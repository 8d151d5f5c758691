import { within } from 'storybook/test';

/**
 * The channel page's sections below its first screen render as they come near the viewport, or all at once
 * when the reader presses Tab (useRenderWhenNear). The visual tests' frame does not scroll, so a story that
 * reads those sections gives the page a Tab's keydown first, once its heading is there (the focus stays where
 * it was).
 */
export async function showEverySection(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('heading', { level: 1 });
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
}
