export { Page, PageHeader } from './Page';
export type { PageProps, PageHeaderProps } from './Page';
