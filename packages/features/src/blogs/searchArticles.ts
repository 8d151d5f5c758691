import type { BlogArticle, BlogChip } from './articles';

type Searchable = Pick<BlogArticle, 'title' | 'excerpt' | 'category' | 'tags'>;

/**
 * SPEC §5, widened: blog search is a case-insensitive substring match on the title, the excerpt, the
 * category or a tag (a search for "SEO" finds the SEO article); a category chip other than 'All' keeps that
 * category's articles only (SPEC §2's chips only highlighted).
 */
export function searchArticles<T extends Searchable>(
  articles: readonly T[],
  query: string,
  chip: BlogChip = 'All',
): T[] {
  const needle = query.trim().toLowerCase();
  return articles.filter(
    (article) =>
      (chip === 'All' || article.category === chip) &&
      (!needle ||
        [article.title, article.excerpt, article.category, ...article.tags].some((text) =>
          text.toLowerCase().includes(needle),
        )),
  );
}
