export { BlogsScreen } from './BlogsScreen';
export { BlogArticleScreen } from './BlogArticleScreen';
export { blogArticles, blogChips, findArticle } from './articles';
export type { BlogArticle, BlogCategory, BlogChip } from './articles';
export { searchArticles } from './searchArticles';
