/** The resets of the stateful fakes made so far (each factory call registers its own). */
const resets = new Set<() => void>();

/**
 * Gives a stateful fake its first state now and again before each story (and each retry of one): `reset`
 * sets the fake's variables to what its factory was given. Without it, a story played again after a failure
 * would start from what its first play added or deleted.
 */
export function freshEachStory(reset: () => void): void {
  reset();
  resets.add(reset);
}

/** Every stateful fake back to its first state (Storybook's `beforeEach`, before each story plays). */
export function resetMockState(): void {
  for (const reset of resets) reset();
}
