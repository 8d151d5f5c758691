'use client';

import styled from 'styled-components';

/**
 * A `<dl>` of labelled figures: each `<div>` holds a small muted `<dt>` label and its `<dd>` value. It sets
 * only the typography of the pairs; each use lays them out (grid or wrap, gap, weight of the values).
 */
export const FigureList = styled.dl`
  margin: 0;

  dt {
    font-size: var(--font-size-xs);
    color: var(--color-text-muted);
  }
  dd {
    margin: 0;
  }
`;
