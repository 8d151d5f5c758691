// The package entry @channel-countdown/features/blogs: its screens, lazily loaded by the host, and the public API.
export * from './index';
export { BlogsScreen } from './BlogsScreen';
export { BlogArticleScreen } from './BlogArticleScreen';
