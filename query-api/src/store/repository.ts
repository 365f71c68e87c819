import type { MetricComputation } from '../catalogue/types.js';
import type { AccountRecord } from './accounts.js';

export type FactTable = 'campaigns' | 'transactions';

/** A fully resolved report: every check and every time-zone computation is already done. */
export interface ReportQuery {
  table: FactTable;
  accountId: number;
  /** Fact hours to read: [firstHour, endHour), hours since the epoch (UTC). */
  firstHour: number;
  endHour: number;
  /**
   * Interval buckets as fact-hour boundaries: bucket i holds the hours in
   * [bounds[i], bounds[i + 1]). Absent without an interval.
   */
  bucketBounds?: number[];
  /** Currency conversion factors per UTC day from `firstDay`; absent when no conversion is needed. */
  fx?: { firstDay: number; factors: number[] };
  metrics: { slug: string; compute: MetricComputation }[];
  dimensions: string[];
  /** AND across entries, OR within each list of values. */
  filters: { dimension: string; values: string[] }[];
  /** `bucket` stands for the interval column. */
  orderBy: { column: string; direction: 'asc' | 'desc' }[];
  limit: number | null;
}

/** Result rows as arrays: the bucket index first (with an interval), then dimensions, then metrics. */
export interface ReportRows {
  rows: (string | number | null)[][];
}

/** The data the API reads. Routes and services depend on this, never on DuckDB. */
export interface ReportStore {
  accounts(): AccountRecord[];
  account(accountId: number): AccountRecord | undefined;
  /** Fact hours the store holds: [firstHour, endHour). */
  dataHours(): { firstHour: number; endHour: number };
  report(query: ReportQuery): Promise<ReportRows>;
  /** One row of sums over the whole query (dimensions, buckets and limit ignored). */
  totals(query: ReportQuery): Promise<(number | null)[]>;
  /** Resolves when each fact table answers a read; rejects (DataFileError) when the database is damaged. */
  check(): Promise<void>;
  close(): Promise<void>;
}
