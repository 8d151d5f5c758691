/**
 * The SVG path of a sparkline: `values` spread evenly over `width`, scaled so the lowest sits on the bottom
 * and the highest on the top (a flat line sits in the middle). Fewer than two values draw nothing. Pure and
 * tiny on purpose: the dashboard cards draw it without a chart library.
 */
export function sparklinePath(
  values: readonly number[],
  width: number,
  height: number,
  inset = 1,
): string | null {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  const step = (width - 2 * inset) / (values.length - 1);
  const y = (value: number) =>
    span === 0 ? height / 2 : inset + (height - 2 * inset) * (1 - (value - min) / span);
  return values
    .map(
      (value, index) =>
        `${index === 0 ? 'M' : 'L'}${(inset + index * step).toFixed(1)} ${y(value).toFixed(1)}`,
    )
    .join(' ');
}
