'use client';

import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from './Card.styles';

export interface CardHeadingProps {
  /** The card's title. */
  title: ReactNode;
  /** The line under the title. */
  description: ReactNode;
  /** The title's heading level in the page outline. @default 'h2' */
  titleAs?: 'h1' | 'h2' | 'h3';
}

/** A card's header with its title and the line under it; a title alone is a CardHeader with a CardTitle. */
export function CardHeading({ title, description, titleAs = 'h2' }: CardHeadingProps) {
  return (
    <CardHeader>
      <CardTitle as={titleAs}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
