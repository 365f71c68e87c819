// The figures `npm run bench -w query-api -- --json FILE` writes, read by the
// root's `npm run bench:api` (scripts/bench-api.ts) to fill docs/performance.md.

/** What `--json` writes: times in milliseconds. */
export interface BenchFigures {
  rowsPerTable: number;
  seconds: number;
  /** Whether the replicas shared their limits in a redis-server. */
  sharedLimits: boolean;
  /** 1-minute load average after the last measurement. */
  loadAfter: number;
  reports: {
    scenario: string;
    replicas: number;
    concurrency: number;
    rps: number;
    p50: number;
    p99: number;
    engineP50: number;
  }[];
  tokens: { name: string; replicas: number; p50: number; p99: number }[];
}
