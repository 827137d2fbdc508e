// The benchmark's small statistics (bench/stats.ts): the figures the table prints rest on them.
import { describe, expect, it } from 'vitest';
import { linearFit, logLogSlope, median, quantile } from '../../bench/stats';

describe('linearFit', () => {
  it('finds the line through points that lie on one', () => {
    const fit = linearFit([10, 50, 200, 500], [10, 50, 200, 500].map((x) => 215 + 0.35 * x));
    expect(fit.intercept).toBeCloseTo(215, 9);
    expect(fit.slope).toBeCloseTo(0.35, 9);
  });

  it('fits scattered points by least squares', () => {
    // y = 1, 3, 2 at x = 0, 1, 2: slope 0.5, through the means (1, 2)
    const fit = linearFit([0, 1, 2], [1, 3, 2]);
    expect(fit.slope).toBeCloseTo(0.5, 12);
    expect(fit.intercept).toBeCloseTo(1.5, 12);
  });

  it('has no slope when every x is the same', () => {
    expect(Number.isNaN(linearFit([3, 3], [1, 2]).slope)).toBe(true);
  });
});

describe('quantiles and slopes', () => {
  it('takes the nearest rank and leaves the samples unsorted', () => {
    const samples = [5, 1, 4, 2, 3];
    expect(median(samples)).toBe(3);
    expect(quantile(samples, 0.95)).toBe(5);
    expect(quantile(samples, 0)).toBe(1);
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it('finds the exponent of a power law', () => {
    expect(logLogSlope([10, 50, 200], [10, 50, 200].map((x) => 3 * x ** 1.5))).toBeCloseTo(1.5, 9);
  });
});
