export { ScrollArea } from './ScrollArea';
export type { ScrollAreaProps } from './ScrollArea';
export { SCROLLBAR_HIDE_DELAY, useScrolling } from './useScrolling';
