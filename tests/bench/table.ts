/**
 * The one table `npm run bench` prints. Every figure is the median of three runs and stands beside a baseline
 * measured in the same run on the same machine (`/api/health`, a trivial import, a static page), so a slow
 * moment of a shared machine moves both and the ratio stays honest.
 */

export interface BenchRow {
  /** The bench that measured it (bundles, api, landing, ...). */
  readonly bench: string;
  readonly name: string;
  /** Median of the runs. */
  readonly value: number;
  readonly unit: string;
  /** Each run's figure, in run order. */
  readonly runs: readonly number[];
  /** The baseline's name and its median in the same run; absent for a size or a count. */
  readonly baseline?: { readonly name: string; readonly value: number };
  /** Anything else worth a glance (items returned, DynamoDB calls per turn, the goal). */
  readonly note?: string;
}

export const RUNS = 3;

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const round1 = (n: number) => Math.round(n * 10) / 10;

/** A row from per-run figures; the baseline's per-run figures give its median. */
export function row(
  bench: string,
  name: string,
  unit: string,
  runs: readonly number[],
  baseline?: { name: string; runs: readonly number[] },
  note?: string,
): BenchRow {
  return {
    bench,
    name,
    unit,
    runs: runs.map(round1),
    value: round1(median(runs)),
    ...(baseline ? { baseline: { name: baseline.name, value: round1(median(baseline.runs)) } } : {}),
    ...(note ? { note } : {}),
  };
}

export function formatRows(rows: readonly BenchRow[]): string {
  const header = ['bench', 'figure', 'median', 'unit', 'runs', 'baseline (same run)', 'x baseline', 'note'];
  const body = rows.map((r) => [
    r.bench,
    r.name,
    String(r.value),
    r.unit,
    r.runs.join(' / '),
    r.baseline ? `${r.baseline.name} ${r.baseline.value}` : '',
    r.baseline && r.baseline.value > 0 ? `${(r.value / r.baseline.value).toFixed(1)}x` : '',
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]!.length)));
  const numeric = new Set([2, 6]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...body.map(line)].join('\n');
}
