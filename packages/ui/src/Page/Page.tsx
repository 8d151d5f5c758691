'use client';

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { PageActions, PageDescription, PageHeaderRoot, PageRoot, PageTitle } from './Page.styles';

export type PageProps = ComponentPropsWithoutRef<'main'>;

/** The frame of a screen: its `<main>` landmark, a centred column at most 1200 px wide. */
export function Page(props: PageProps) {
  return <PageRoot {...props} />;
}

export interface PageHeaderProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  /** A line under the title. @default undefined */
  description?: ReactNode;
  /**
   * Buttons and links on the right, wrapping below the title on small screens. Their row is rendered
   * whenever the prop is given (even `false`), so the title block does not move when an action appears.
   * @default undefined
   */
  actions?: ReactNode;
}

/** A page's title, its description and its actions (Primer's PageHeader, in the shape the screens share). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <PageHeaderRoot>
      <div>
        <PageTitle>{title}</PageTitle>
        {description !== undefined && <PageDescription>{description}</PageDescription>}
      </div>
      {actions !== undefined && <PageActions>{actions}</PageActions>}
    </PageHeaderRoot>
  );
}
