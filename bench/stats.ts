// Small statistics helpers for the benchmark: quantiles, log-log slopes, a timer.

/** The q-quantile (0..1) of the samples, by the nearest-rank method on a sorted copy. */
export function quantile(samples: readonly number[], q: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = Float64Array.from(samples).sort();
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] as number;
}

export function median(samples: readonly number[]): number {
  return quantile(samples, 0.5);
}

export function mean(samples: readonly number[]): number {
  return samples.length === 0 ? Number.NaN : samples.reduce((a, b) => a + b, 0) / samples.length;
}

export function sum(samples: readonly number[]): number {
  let total = 0;
  for (const x of samples) total += x;
  return total;
}

export function max(samples: readonly number[]): number {
  return samples.length === 0 ? Number.NaN : samples.reduce((a, b) => Math.max(a, b), -Infinity);
}

/** Least-squares slope of ln(y) against ln(x): the exponent k of y ≈ c·x^k. */
export function logLogSlope(xs: readonly number[], ys: readonly number[]): number {
  return linearFit(xs.map(Math.log), ys.map(Math.log)).slope;
}

/** Microseconds spent in `fn`, measured with process.hrtime.bigint. */
export function timeUs<T>(fn: () => T): { value: T; us: number } {
  const t0 = process.hrtime.bigint();
  const value = fn();
  const t1 = process.hrtime.bigint();
  return { value, us: Number(t1 - t0) / 1000 };
}

/** Rounds for display and JSON: 3 significant decimals below 10, fewer above. */
export function round(value: number, digits = 2): number {
  if (!Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Least-squares line through the points: y ≈ intercept + slope·x. */
export function linearFit(xs: readonly number[], ys: readonly number[]): { intercept: number; slope: number } {
  const mx = mean(xs);
  const my = mean(ys);
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    const dx = (xs[i] as number) - mx;
    num += dx * ((ys[i] as number) - my);
    den += dx * dx;
  }
  const slope = den === 0 ? Number.NaN : num / den;
  return { intercept: my - slope * mx, slope };
}
