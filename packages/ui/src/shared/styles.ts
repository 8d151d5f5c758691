'use client';

import { css } from 'styled-components';

/** The focus ring every focusable primitive shows on keyboard focus. */
export const focusRing = css`
  outline: 2px solid var(--color-focus-ring);
  outline-offset: 2px;
`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
