// Paired timings: the measured code and its floor run alternately (sdk, floor, sdk, floor…), so each pair meets the
// same moment of a shared, noisy machine. Reported as the median of the paired differences with their spread.

export interface PairedStats {
  runs: number;
  /** Medians of each side, for reference. */
  medianMs: number;
  floorMedianMs: number;
  /** Median of (measured − floor) over the pairs, and its spread. */
  overMs: number;
  overP25Ms: number;
  overP75Ms: number;
  overMinMs: number;
  overMaxMs: number;
  /** Median of (measured ÷ floor) over the pairs. */
  ratio: number;
}

/** Nearest-rank quantile of already sorted values. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

const sortedCopy = (values: readonly number[]) => [...values].sort((a, b) => a - b);
export const median = (values: readonly number[]) => quantile(sortedCopy(values), 0.5);

export function pairedStats(measured: readonly number[], floor: readonly number[]): PairedStats {
  if (measured.length !== floor.length) throw new Error('paired timings need as many floor runs as measured runs');
  const differences = sortedCopy(measured.map((value, index) => value - floor[index]));
  const ratios = measured.map((value, index) => value / floor[index]);
  return {
    runs: measured.length,
    medianMs: median(measured),
    floorMedianMs: median(floor),
    overMs: quantile(differences, 0.5),
    overP25Ms: quantile(differences, 0.25),
    overP75Ms: quantile(differences, 0.75),
    overMinMs: differences[0],
    overMaxMs: differences[differences.length - 1],
    ratio: median(ratios),
  };
}
