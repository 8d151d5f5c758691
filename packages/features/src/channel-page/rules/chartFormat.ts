/**
 * The history chart's figures in one format: the y-axis in compact notation ('1.19M', '310K') with as many
 * decimals as it takes for its ticks to read apart (so a day's change on a 1.19M channel shows), and the
 * exact figure ('1,190,432') in the tooltip, the announcement and the screen-reader table.
 */
const MAX_AXIS_DECIMALS = 3;

const compact = Array.from(
  { length: MAX_AXIS_DECIMALS + 1 },
  (_, digits) => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: digits }),
);
const exact = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** The axis labels of `ticks`: compact, with the fewest decimals (up to 3) that keep every label apart. */
export function axisLabels(ticks: readonly number[]): string[] {
  for (const format of compact) {
    const labels = ticks.map((tick) => format.format(tick));
    if (new Set(labels).size === labels.length) return labels;
  }
  return ticks.map((tick) => exact.format(tick));
}

/** A point's exact figure: '1,190,432'. */
export const exactFigure = (value: number) => exact.format(value);
