// Public API of the blogs domain for the other domains (and, through screen.ts, the package entry):
// no screens, so importing it never pulls a lazily loaded page into the importer's chunk.
export { blogArticles, blogChips, findArticle } from './articles';
export type { BlogArticle, BlogCategory, BlogChip } from './articles';
export { searchArticles } from './searchArticles';
