// The benchmarks' percentiles: nearest rank over figures sorted ascending.

/** The `p`th percentile (0-100) of `sorted` by nearest rank; 0 for no figures. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
