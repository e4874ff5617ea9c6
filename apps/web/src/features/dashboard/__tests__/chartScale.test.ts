import { describe, expect, it } from 'vitest';
import { chartScale, MIN_BAR_PX } from '../chartScale';

describe('chartScale', () => {
  it('draws amounts billed up from the zero line, the largest reaching the top', () => {
    const scale = chartScale(
      [
        { statementId: 's1', billedCents: 1000 },
        { statementId: 's2', billedCents: 500 },
      ],
      160,
    );
    expect(scale.aboveZeroPx).toBe(160);
    expect(scale.belowZeroPx).toBe(0);
    expect(scale.bars).toEqual([
      { heightPx: 160, direction: 'up' },
      { heightPx: 80, direction: 'up' },
    ]);
  });

  it('draws a credit month as a bar down from the zero line, on the same scale', () => {
    const scale = chartScale(
      [
        { statementId: 's1', billedCents: 300 },
        { statementId: 's2', billedCents: -100 },
      ],
      160,
    );
    expect(scale.aboveZeroPx).toBe(120);
    expect(scale.belowZeroPx).toBe(40);
    expect(scale.bars).toEqual([
      { heightPx: 120, direction: 'up' },
      { heightPx: 40, direction: 'down' },
    ]);
  });

  it('draws no bar for a month without a statement or with nothing billed; a tiny amount still shows', () => {
    const scale = chartScale(
      [
        { statementId: null, billedCents: 0 },
        { statementId: 's1', billedCents: 0 },
        { statementId: 's2', billedCents: 100_000 },
        { statementId: 's3', billedCents: 1 },
      ],
      160,
    );
    expect(scale.bars.map((b) => b.direction)).toEqual(['none', 'none', 'up', 'up']);
    expect(scale.bars[3]?.heightPx).toBe(MIN_BAR_PX);
    expect(chartScale([{ statementId: null, billedCents: 0 }], 160)).toEqual({
      aboveZeroPx: 160,
      belowZeroPx: 0,
      bars: [{ heightPx: 0, direction: 'none' }],
    });
  });
});
