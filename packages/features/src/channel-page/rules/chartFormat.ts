import { numberFormat } from '../../i18n';
/**
 * The history chart's figures in one format: the y-axis in compact notation ('1.19M', '310K') with as many
 * decimals as it takes for its ticks to read apart (so a day's change on a 1.19M channel shows), and the
 * exact figure ('1,190,432') in the tooltip, the announcement and the screen-reader table.
 */
const MAX_AXIS_DECIMALS = 3;

/**
 * The axis labels of `ticks` in the page's language: compact, with the fewest decimals (up to 3) that keep
 * every label apart.
 */
export function axisLabels(ticks: readonly number[], locale = 'en'): string[] {
  for (let digits = 0; digits <= MAX_AXIS_DECIMALS; digits += 1) {
    const format = numberFormat(locale, { notation: 'compact', maximumFractionDigits: digits });
    const labels = ticks.map((tick) => format.format(tick));
    if (new Set(labels).size === labels.length) return labels;
  }
  return ticks.map((tick) => exactFigure(tick, locale));
}

/** A point's exact figure in the page's language: '1,190,432'. */
export const exactFigure = (value: number, locale = 'en') =>
  numberFormat(locale, { maximumFractionDigits: 0 }).format(value);
