// Storybook runs at a fixed clock: every `new Date()` and `Date.now()` in a story (countdowns, 'Since {date}',
// 'x ago', the admin fixtures built at import time) reads FIXTURE_NOW, so a screen looks the same on every
// run, every day, on every machine — in Storybook, in its tests, in the visual references and on Chromatic.
// Imported first by preview.tsx, before any story module (and the mocks they import) is evaluated.
//
// The clock is frozen, not shifted: a countdown never ticks past a minute boundary while a story runs.
// Timers (setTimeout, requestAnimationFrame, performance.now) stay real, so waits and animations still work.

/** Same instant as FIXTURE_NOW in @channel-countdown/features/mocks (not imported here: the mocks build
 * their admin data when first imported, which must happen after the clock is pinned). The visual setup
 * checks the two agree. */
export const FIXED_NOW = '2026-11-20T12:00:00.000Z';

const fixed = Date.parse(FIXED_NOW);
const RealDate = globalThis.Date;

if (!(RealDate as { fixedClock?: boolean }).fixedClock) {
  globalThis.Date = new Proxy(RealDate, {
    // new Date() → the fixed instant; new Date(anything) → as usual.
    construct: (target, args: unknown[]) =>
      args.length === 0 ? new target(fixed) : (Reflect.construct(target, args) as Date),
    // Date() called as a function returns the current time as a string.
    apply: () => new RealDate(fixed).toString(),
    get: (target, key, receiver) => {
      if (key === 'now') return () => fixed;
      if (key === 'fixedClock') return true;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}
