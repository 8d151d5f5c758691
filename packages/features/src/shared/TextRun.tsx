'use client';

import type { ReactNode } from 'react';

/**
 * A value inside a translated sentence (`<Trans>… <TextRun>{count}</TextRun> …</Trans>`) kept as a text run of
 * its own, with no element around it: the words beside it stay separate text nodes, as the sentence was drawn
 * before it was translated (a browser does not kern across text nodes, so one merged run moves the glyphs
 * after the value by a fraction of a pixel).
 */
export function TextRun({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
