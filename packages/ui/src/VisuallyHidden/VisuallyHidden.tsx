'use client';

import styled from 'styled-components';
import { visuallyHidden } from '../shared/styles';

/** Read by screen readers, not shown (a chart's data table, a live announcement). Use `as` for another element. */
export const VisuallyHidden = styled.div`
  ${visuallyHidden}
`;
