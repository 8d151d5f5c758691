/**
 * The page's entry. The app's code runs in parts, lowest layer first, each in a task of its own: run at once
 * it was one task of 125-260 ms on a phone (bench:vitals, 4× CPU slowdown), and a press on the server-drawn
 * page waited for all of it. Each part runs what it imports that an earlier part did not; the last starts the
 * app. index.html preloads every part's file (vite.config.ts), so none waits for the network.
 */
// The fonts' stylesheet, which the build writes into index.html.
import '@fontsource-variable/inter';
import '@fontsource-variable/jetbrains-mono';

const parts = [
  () => import('./start/libraries'),
  () => import('./start/ui'),
  () => import('./start/features'),
  () => import('./start/app'),
];

for (const part of parts) {
  await part();
  await new Promise((resolve) => setTimeout(resolve, 0));
}
