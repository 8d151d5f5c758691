/** The middle value (of an odd count; the upper middle of an even one, so it is always a measured value). */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The nearest-rank percentile of values sorted ascending. */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** A size in kibibytes, as the benches print them ("21.9 KB"). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
