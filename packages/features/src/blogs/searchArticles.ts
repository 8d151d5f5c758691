import type { BlogArticle } from './articles';

/** SPEC §5: blog search is a case-insensitive substring match on the title or the excerpt. */
export function searchArticles<T extends Pick<BlogArticle, 'title' | 'excerpt'>>(
  articles: readonly T[],
  query: string,
): T[] {
  const needle = query.toLowerCase();
  if (!needle) return [...articles];
  return articles.filter(
    (article) =>
      article.title.toLowerCase().includes(needle) || article.excerpt.toLowerCase().includes(needle),
  );
}
