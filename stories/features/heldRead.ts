import { http, type RequestHandler } from 'msw';

/**
 * A GET held until the play function lets it through, so a story sees the screen while it loads and then as
 * it loads. Its handler answers nothing itself: once let through, the request goes on to the story's other
 * handlers, which answer it as usual. `hold()` (a story's beforeEach) holds the next requests again.
 */
export function heldRead(path: string) {
  let release = () => {};
  let held = Promise.resolve();
  const handlers: RequestHandler[] = [
    http.get(path, async () => {
      await held;
    }),
  ];
  return {
    handlers,
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Where an element sits on the page, rounded to the pixel: what a reader sees move, or not. */
export function placeOf(element: Element) {
  const { top, left, width, height } = element.getBoundingClientRect();
  return {
    top: Math.round(top),
    left: Math.round(left),
    width: Math.round(width),
    height: Math.round(height),
  };
}
