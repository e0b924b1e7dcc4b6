/** A figure of the bench's table with its goal and verdict. */
export interface BenchRow {
  page: string;
  metric: string;
  value: number | null;
  goal: { op: '≤' | '≥'; target: number } | null;
  verdict: 'pass' | 'falls short' | 'not measured' | null;
}

/** A run of the bench as `scripts/bench.mjs` keeps it (the parts a test gives; the rest as the bench writes it). */
export type BenchRun = Record<string, unknown>;

/** The run's rows: each figure with its goal (null: a reference figure without one). */
export declare function benchmarkTable(run: BenchRun): BenchRow[];

/** What falls short in the run, by how much and why, as Markdown lines; none when every goal is met. `history`: the runs kept before it (with their tables), for the machine's speed then. */
export declare function shortfalls(run: BenchRun, rows: BenchRow[], history?: { table?: BenchRow[] }[]): string[];
