import type { I18n } from '@lingui/core';
import { englishI18n } from '../i18n';
import { blogChipLabel, type BlogArticle, type BlogChip } from './articles';

type Searchable = Pick<BlogArticle, 'title' | 'excerpt' | 'category' | 'tags'>;

/** The texts of an article the search reads, in the language of `i18n`. */
const searchedTexts = (article: Searchable, i18n: I18n) => [
  i18n._(article.title),
  i18n._(article.excerpt),
  blogChipLabel(article.category, i18n),
  ...article.tags.map((tag) => i18n._(tag)),
];

/**
 * SPEC §5, widened: blog search is a case-insensitive substring match on the title, the excerpt, the
 * category or a tag (a search for "SEO" finds the SEO article), as the page shows them in the language of
 * `i18n`, or in English; a category chip other than 'all' keeps that category's articles only (SPEC §2's
 * chips only highlighted).
 */
export function searchArticles<T extends Searchable>(
  articles: readonly T[],
  query: string,
  chip: BlogChip = 'all',
  i18n: I18n = englishI18n,
): T[] {
  const needle = query.trim().toLowerCase();
  const languages = i18n === englishI18n ? [i18n] : [i18n, englishI18n];
  return articles.filter(
    (article) =>
      (chip === 'all' || article.category === chip) &&
      (!needle ||
        languages.some((language) =>
          searchedTexts(article, language).some((text) => text.toLowerCase().includes(needle)),
        )),
  );
}
