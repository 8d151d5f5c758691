'use client';

import styled from 'styled-components';

const Frame = styled.main`
  padding: 2rem;
`;

/** Stands in for a screen whose issue is still open, inside the guard it will have. */
export function Placeholder({ title }: { title: string }) {
  return (
    <Frame>
      <h1>{title}</h1>
    </Frame>
  );
}
