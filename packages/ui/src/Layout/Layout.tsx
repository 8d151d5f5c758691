'use client';

import type { ComponentPropsWithoutRef, ElementType } from 'react';
import { GridRoot, InlineRoot, StackRoot, TextRoot } from './Layout.styles';
import type { Align, Justify, Space, TextSize, TextTone, TextWeight } from './Layout.styles';

type DivProps = Omit<ComponentPropsWithoutRef<'div'>, 'color'>;

export interface StackProps extends DivProps {
  /** Space between the children, a step of the spacing scale. @default undefined (none) */
  gap?: Space;
  /** Cross-axis alignment of the children. @default undefined ('stretch') */
  align?: Align;
  /** The element rendered. @default 'div' */
  as?: ElementType;
}

/** Children one under another (Primer's Stack, react-aria starters' vertical flex). */
export function Stack({ gap, align, ...props }: StackProps) {
  return <StackRoot $gap={gap} $align={align} {...props} />;
}

export interface InlineProps extends DivProps {
  /** Space between the children. @default undefined (none) */
  gap?: Space;
  /** Cross-axis alignment. @default 'center' */
  align?: Align;
  /** Main-axis distribution. @default undefined ('start') */
  justify?: Justify;
  /** Whether the children wrap onto more lines on a narrow screen. @default true */
  wrap?: boolean;
  /** The element rendered. @default 'div' */
  as?: ElementType;
}

/** Children side by side, centred on one line and wrapping when it is full (a toolbar, badges, actions). */
export function Inline({ gap, align = 'center', justify, wrap = true, ...props }: InlineProps) {
  return <InlineRoot $gap={gap} $align={align} $justify={justify} $wrap={wrap} {...props} />;
}

export interface GridProps extends DivProps {
  /** Space between cells. @default undefined (none) */
  gap?: Space;
  /**
   * Narrowest cell: as many columns of at least this width as fit (`repeat(auto-fit, minmax(w, 1fr))`).
   * Ignored when `columns` is given. @default '200px'
   */
  minItemWidth?: string;
  /**
   * 'fit' stretches a short row's cells across the width; 'fill' keeps empty tracks, so a lone cell keeps the
   * width it has in a full row. @default 'fit'
   */
  repeat?: 'fit' | 'fill';
  /** An explicit grid-template-columns, e.g. '1fr 2fr'. @default undefined */
  columns?: string;
  /** The element rendered. @default 'div' */
  as?: ElementType;
}

/** Cells in responsive columns. */
export function Grid({ gap, minItemWidth = '200px', repeat = 'fit', columns, ...props }: GridProps) {
  const template = columns ?? `repeat(auto-${repeat}, minmax(${minItemWidth}, 1fr))`;
  return <GridRoot $gap={gap} $columns={template} {...props} />;
}

export interface TextProps extends Omit<ComponentPropsWithoutRef<'p'>, 'color'> {
  /** A step of the type scale (`--font-size-*`). @default undefined (inherited) */
  size?: TextSize;
  /** 'muted' for secondary text. @default undefined (inherited colour) */
  tone?: TextTone;
  /** Font weight. @default undefined (inherited) */
  weight?: TextWeight;
  /** The element rendered. @default 'p' */
  as?: ElementType;
}

/** Text on the type scale, without the paragraph's default margin. */
export function Text({ size, tone, weight, ...props }: TextProps) {
  return <TextRoot $size={size} $tone={tone} $weight={weight} {...props} />;
}
