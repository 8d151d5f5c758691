/** The API's paths: /api and everything under it (the rest is the app's pages and files). */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');
