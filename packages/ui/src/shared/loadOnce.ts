export interface LoadOnce<T> {
  /** Starts the load, or answers the one under way or done; after a failure, the next call tries again. */
  (): Promise<T>;
  /** What the load gave, once it has: for a render that must not wait a microtask for it. */
  readonly loaded: T | undefined;
}

/**
 * A lazily loaded piece of code (a dynamic import) fetched once and kept: later calls share the first call's
 * promise, and its result stays readable synchronously once it has arrived. A failed load is forgotten, so the
 * next call (the user opening what needed it) tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  const once = Object.assign(
    () =>
      (loading ??= load().then(
        (value) => (once.loaded = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    { loaded: undefined as T | undefined },
  );
  return once;
}
