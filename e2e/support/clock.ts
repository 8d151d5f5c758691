import { writeFileSync } from 'node:fs';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * Moves the app servers' and the fake YouTube's time `ms` ahead of the real time (0 = real time): the journeys'
 * movable clock, TEST_CLOCK_FILE (playwright.config.ts).
 */
export const setClockOffset = (ms: number) => writeFileSync(process.env.E2E_CLOCK_FILE!, String(ms));
