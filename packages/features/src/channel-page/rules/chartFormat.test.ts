import { describe, expect, it } from 'vitest';
import { axisLabels, exactFigure } from './chartFormat';

describe('the history chart format', () => {
  it('labels the axis compactly, with the decimals a 1.19M channel needs to show a day apart', () => {
    expect(axisLabels([1_188_000, 1_189_000, 1_190_000, 1_191_000])).toEqual([
      '1.188M',
      '1.189M',
      '1.19M',
      '1.191M',
    ]);
    expect(axisLabels([1_180_000, 1_190_000, 1_200_000])).toEqual(['1.18M', '1.19M', '1.2M']);
  });

  it('reads the same way for every channel: never a whole 1260000 beside a 310.0K', () => {
    expect(axisLabels([1_240_000, 1_260_000, 1_280_000])).toEqual(['1.24M', '1.26M', '1.28M']);
    expect(axisLabels([300_000, 310_000, 320_000])).toEqual(['300K', '310K', '320K']);
    expect(axisLabels([0, 5, 10])).toEqual(['0', '5', '10']);
  });

  it('gives the exact figure for the tooltip and the table', () => {
    expect(exactFigure(1_190_432)).toBe('1,190,432');
    expect(exactFigure(86)).toBe('86');
  });
});
