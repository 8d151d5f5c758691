'use client';

import { Button } from '@channel-countdown/ui';

// The chunk LazyTooltip fetches. It uses the ui Button (already loaded by the first render), so the bundler
// keeps styled-components in the ui chunk the first render loads instead of splitting it into a chunk of
// its own for the tooltip's sake (that split cost about 1 KB gzipped before the dashboard, bench:bundle).
export { TooltipFloatingPanel } from '@channel-countdown/ui/tooltip';
export const uiChunk = Button;
