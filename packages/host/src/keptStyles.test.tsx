// @vitest-environment node
import { renderToString } from 'react-dom/server';
import styled, { StyleSheetManager, keyframes } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { sheetWithKeptStyles } from './keptStyles';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Box = styled.div<{ $wide: boolean }>`
  inline-size: ${({ $wide }) => ($wide ? '20rem' : '10rem')};
  &:hover {
    color: red;
  }
  animation: ${spin} 1s linear infinite;
`;

/** Renders `element` with a fresh kept-styles sheet: its style tags, and how many rules stylis compiled. */
function draw(wide: boolean) {
  let compiled = 0;
  const counting = Object.defineProperty(
    (element: { type: string }) => {
      if (element.type === 'rule') compiled += 1;
    },
    'name',
    { value: 'counting' },
  );
  const sheet = sheetWithKeptStyles();
  const html = renderToString(
    sheet.collectStyles(
      <StyleSheetManager stylisPlugins={[counting]}>
        <Box $wide={wide}>box</Box>
      </StyleSheetManager>,
    ),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  return { html, styles, compiled };
}

describe('sheetWithKeptStyles', () => {
  it('gives a later page the same styles without compiling them again', () => {
    const first = draw(true);
    expect(first.compiled).toBeGreaterThan(0);
    expect(first.styles).toContain('inline-size:20rem');
    expect(first.styles).toContain(':hover');
    expect(first.styles).toContain('@keyframes');

    const second = draw(true);
    expect(second.compiled).toBe(0);
    expect(second.styles).toBe(first.styles);
    expect(second.html).toBe(first.html);
  });

  it('compiles a class no earlier page had', () => {
    draw(true);
    const narrow = draw(false);
    expect(narrow.compiled).toBeGreaterThan(0);
    expect(narrow.styles).toContain('inline-size:10rem');
    expect(narrow.styles).not.toContain('inline-size:20rem');
  });
});
