import type { CSSProperties, ReactNode } from 'react';
import { ScrollRoot } from './ScrollArea.styles';
import { useScrolling } from './useScrolling';

export interface ScrollAreaProps {
  /** The scrolling content. */
  children: ReactNode;
  /** Height beyond which the content scrolls (number = px). @default none */
  maxHeight?: string | number;
  /** Accessible name; the area is focusable so keyboard users can scroll it. @default undefined */
  'aria-label'?: string;
  /** Extra class for layout. @default undefined */
  className?: string;
}

/** A scroll container whose scrollbar shows while scrolling and hides 600 ms after it stops. */
export function ScrollArea({ children, maxHeight, 'aria-label': ariaLabel, className }: ScrollAreaProps) {
  const { isScrolling, onScroll } = useScrolling();
  const style = {
    '--scroll-max-height': typeof maxHeight === 'number' ? `${maxHeight}px` : maxHeight,
  } as CSSProperties;
  return (
    <ScrollRoot
      className={className}
      style={style}
      onScroll={onScroll}
      data-scrolling={isScrolling || undefined}
      tabIndex={0}
      role={ariaLabel ? 'region' : undefined}
      aria-label={ariaLabel}
    >
      {children}
    </ScrollRoot>
  );
}
