import fs from 'node:fs';
import path from 'node:path';
import {
  BOOLEAN,
  DOUBLE,
  DuckDBConnection,
  DuckDBInstance,
  INTEGER,
  VARCHAR,
  type DuckDBType,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { InsightEvent } from './schema.ts';

// The insights database: one DuckDB file in the data folder, written only by
// the server that collects (one writer at a time is DuckDB's rule), read by
// the report. Events are only ever appended: no write replaces one stored.

export const databaseFile = 'insights.duckdb';

/** One row per event; the columns a kind does not use stay null. No address, no user agent: nothing that names a reader. */
const createTable = `CREATE TABLE IF NOT EXISTS events (
  received_at TIMESTAMP NOT NULL,
  type VARCHAR NOT NULL,
  locale VARCHAR NOT NULL,
  page VARCHAR NOT NULL,
  helpful BOOLEAN,
  reason VARCHAR,
  comment VARCHAR,
  works BOOLEAN,
  block INTEGER,
  code_hash VARCHAR,
  language VARCHAR,
  search_id VARCHAR,
  source VARCHAR,
  query VARCHAR,
  results INTEGER,
  rank INTEGER
)`;

const columns: [string, DuckDBType, (event: InsightEvent) => DuckDBValue][] = [
  ['type', VARCHAR, (e) => e.type],
  ['locale', VARCHAR, (e) => e.locale],
  ['page', VARCHAR, (e) => e.page],
  ['helpful', BOOLEAN, (e) => (e.type === 'page_feedback' ? e.helpful : null)],
  ['reason', VARCHAR, (e) => (e.type === 'page_feedback' ? (e.reason ?? null) : null)],
  ['comment', VARCHAR, (e) => (e.type === 'page_feedback' ? e.comment?.trim() || null : null)],
  ['works', BOOLEAN, (e) => (e.type === 'code_feedback' ? e.works : null)],
  ['block', INTEGER, (e) => (e.type === 'code_feedback' ? e.block : null)],
  ['code_hash', VARCHAR, (e) => (e.type === 'code_feedback' ? e.codeHash : null)],
  ['language', VARCHAR, (e) => (e.type === 'code_feedback' ? e.language : null)],
  ['search_id', VARCHAR, (e) => (e.type === 'search' || e.type === 'search_outcome' ? e.searchId : null)],
  ['source', VARCHAR, (e) => (e.type === 'search' || e.type === 'search_outcome' ? e.source : null)],
  ['query', VARCHAR, (e) => (e.type === 'search' ? e.query : null)],
  ['results', INTEGER, (e) => (e.type === 'search' ? e.results : null)],
  ['rank', INTEGER, (e) => (e.type === 'search_outcome' ? e.rank : null)],
];
const insertSql = `INSERT INTO events (received_at, ${columns.map(([name]) => name).join(', ')})
  VALUES (epoch_ms($1::BIGINT), ${columns.map((_, i) => `$${i + 2}`).join(', ')})`;

/** DuckDB's words when another process holds the file. */
export const isLockConflict = (error: unknown): boolean =>
  /Could not set lock|Conflicting lock/i.test((error as Error)?.message ?? '');

export class InsightsStore {
  /** Statements run one after the other: a DuckDB connection runs one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly instance: DuckDBInstance,
    private readonly connection: DuckDBConnection,
    readonly file: string,
  ) {}

  /** Opens (or creates) the data folder's database; read-only opens never create or change it. */
  static async open(dataDir: string, { readOnly = false } = {}): Promise<InsightsStore> {
    const file = path.join(dataDir, databaseFile);
    if (readOnly && !fs.existsSync(file))
      throw new Error(`${file}: no insights recorded yet (the file does not exist).`);
    fs.mkdirSync(dataDir, { recursive: true });
    const instance = await DuckDBInstance.create(file, {
      threads: '1',
      ...(readOnly && { access_mode: 'READ_ONLY' }),
    });
    try {
      const connection = await instance.connect();
      if (!readOnly) await connection.run(createTable);
      return new InsightsStore(instance, connection, file);
    } catch (error) {
      instance.closeSync();
      throw error;
    }
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Appends one event, committed (and so on disk) when the promise settles. */
  append(event: InsightEvent, receivedAtMs: number): Promise<void> {
    return this.serial(async () => {
      await this.connection.run(
        insertSql,
        [receivedAtMs, ...columns.map(([, , value]) => value(event))],
        [DOUBLE, ...columns.map(([, type]) => type)],
      );
    });
  }

  /** Rows of a read query, as plain values (cast counts to INTEGER in the SQL: BIGINT reads as bigint). */
  rows<T extends Record<string, unknown>>(sql: string, values: DuckDBValue[] = []): Promise<T[]> {
    return this.serial(async () => {
      const reader = await this.connection.runAndReadAll(sql, values);
      return reader.getRowObjectsJS() as T[];
    });
  }

  async close(): Promise<void> {
    await this.queue;
    this.connection.closeSync();
    this.instance.closeSync();
  }
}
