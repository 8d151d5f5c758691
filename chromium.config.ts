// The system Chromium, never a downloaded browser (ARCHITECTURE.md, "Tests").
// Shared by the story tests (vitest browser mode) and the Playwright journeys.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
