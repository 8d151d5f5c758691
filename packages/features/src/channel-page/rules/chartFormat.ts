import { intlLocale } from '../../i18n';
/**
 * The history chart's figures in one format: the y-axis in compact notation ('1.19M', '310K') with as many
 * decimals as it takes for its ticks to read apart (so a day's change on a 1.19M channel shows), and the
 * exact figure ('1,190,432') in the tooltip, the announcement and the screen-reader table.
 */
const MAX_AXIS_DECIMALS = 3;

// Each language's formats, made on first use (making one costs far more than using it).
const formats = new Map<string, { compact: Intl.NumberFormat[]; exact: Intl.NumberFormat }>();

/** The formats of a page's language (a Lingui locale; English is en-US). */
function formatsOf(locale: string) {
  const language = intlLocale(locale);
  let known = formats.get(language);
  if (!known) {
    known = {
      compact: Array.from(
        { length: MAX_AXIS_DECIMALS + 1 },
        (_, digits) =>
          new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: digits }),
      ),
      exact: new Intl.NumberFormat(language, { maximumFractionDigits: 0 }),
    };
    formats.set(language, known);
  }
  return known;
}

/**
 * The axis labels of `ticks` in the page's language: compact, with the fewest decimals (up to 3) that keep
 * every label apart.
 */
export function axisLabels(ticks: readonly number[], locale = 'en'): string[] {
  const { compact, exact } = formatsOf(locale);
  for (const format of compact) {
    const labels = ticks.map((tick) => format.format(tick));
    if (new Set(labels).size === labels.length) return labels;
  }
  return ticks.map((tick) => exact.format(tick));
}

/** A point's exact figure in the page's language: '1,190,432'. */
export const exactFigure = (value: number, locale = 'en') => formatsOf(locale).exact.format(value);
