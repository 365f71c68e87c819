import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  DOUBLE,
  DuckDBConnection,
  DuckDBInstance,
  type DuckDBPreparedStatement,
  type DuckDBType,
  type DuckDBValue,
  LIST,
  VARCHAR,
  listValue,
} from '@duckdb/node-api';
import { DataFileError } from '../errors.js';
import { type AccountRecord, DEMO_ACCOUNTS } from './accounts.js';
import { GENERATOR_VERSION, generateFacts } from './generator.js';
import type { FactTable, ReportQuery, ReportRows, ReportStore } from './repository.js';
import { FACT_TABLES, buildReportSql } from './sql.js';

const HOUR_MS = 3_600_000;
/** Prepared statements kept per connection: a repeated report skips parsing and planning. */
const PREPARED_PER_CONNECTION = 64;
export const DB_FILE = 'sandbox.duckdb';

export interface OpenStoreOptions {
  dataDir: string;
  /** Epoch ms "now": the data set ends with the current UTC day. */
  nowMs: number;
  /** Days of history before today (default 120). */
  days?: number;
  /** Rows per account and hour in each fact table (default 6). */
  rowsPerHour?: number;
  /** Connections served concurrently (default 4). */
  connections?: number;
  accounts?: AccountRecord[];
  /** Told when the file had to be generated again (missing, stale or damaged). */
  onNotice?: (message: string) => void;
  /**
   * false for a replica: the file is opened as it is, even from an earlier
   * UTC day, and a missing or damaged one stops the start-up (default true).
   */
  generate?: boolean;
}

const REGENERATE = 'Stop the sandbox and start it again: a damaged database file is generated again at start-up';
/** DuckDB's words for a file it cannot trust (block checksums, unreadable storage). */
const DAMAGE = /corrupt|checksum|IO Error|Serialization Error|INTERNAL Error/i;

/**
 * Reads every column of every table, so DuckDB verifies the checksum of
 * every block: a damaged file is found now rather than by a report later.
 */
async function verifyIntegrity(conn: DuckDBConnection): Promise<void> {
  for (const table of [...Object.values(FACT_TABLES), 'meta'])
    await conn.run(`SELECT bit_xor(hash(COLUMNS(*))) FROM ${table}`);
}

/** The hour range a data set generated "now" must cover: whole UTC days, ending with today. */
export function expectedHours(nowMs: number, days: number): { firstHour: number; endHour: number } {
  const endHour = (Math.floor(nowMs / 86_400_000) + 1) * 24;
  return { firstHour: endHour - days * 24, endHour };
}

async function readMeta(conn: DuckDBConnection): Promise<Record<string, string>> {
  try {
    const r = await conn.runAndReadAll('SELECT key, value FROM meta');
    return Object.fromEntries(r.getRowsJS().map(([k, v]) => [String(k), String(v)]));
  } catch {
    return {};
  }
}

/**
 * Writes a fresh data set (facts + meta) into `file`. Used on first start, on
 * a new UTC day and by the benchmark, which asks for millions of rows.
 */
export async function generateDataSet(
  file: string,
  o: { firstHour: number; endHour: number; rowsPerHour: number; accounts?: AccountRecord[] },
): Promise<void> {
  const instance = await DuckDBInstance.create(file);
  const conn = await instance.connect();
  try {
    await generateFacts(conn, { ...o, accounts: o.accounts ?? DEMO_ACCOUNTS });
    await conn.run('CREATE OR REPLACE TABLE meta (key VARCHAR, value VARCHAR)');
    const meta = { version: GENERATOR_VERSION, firstHour: o.firstHour, endHour: o.endHour, rowsPerHour: o.rowsPerHour };
    for (const [k, v] of Object.entries(meta)) await conn.run('INSERT INTO meta VALUES ($1, $2)', [k, String(v)]);
    await conn.run('CHECKPOINT');
  } finally {
    conn.closeSync();
    instance.closeSync();
  }
}

/** Opens the data folder's DuckDB file read-only, generating it first when missing or stale. */
export async function openDuckDbStore(o: OpenStoreOptions): Promise<DuckDbStore> {
  mkdirSync(o.dataDir, { recursive: true });
  const file = join(o.dataDir, DB_FILE);
  const wanted = expectedHours(o.nowMs, o.days ?? 120);
  let fresh = false;
  const generate = o.generate ?? true;
  if (existsSync(file)) {
    let probe: DuckDBInstance | undefined;
    try {
      probe = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY' });
      const conn = await probe.connect();
      const meta = await readMeta(conn);
      fresh = meta.version === String(GENERATOR_VERSION) && (!generate || meta.endHour === String(wanted.endHour));
      if (fresh) await verifyIntegrity(conn);
      conn.closeSync();
    } catch (err) {
      // Unreadable or damaged (an interrupted first start, flipped bytes): generate it again.
      fresh = false;
      const reason = `the database file is damaged (${(err as Error).message.split('\n')[0]})`;
      if (!generate) throw new DataFileError(file, reason, REGENERATE);
      o.onNotice?.(`${file}: ${reason}; generated it again.`);
    } finally {
      probe?.closeSync();
    }
  } else if (generate) {
    o.onNotice?.(`${file}: no database file yet; generating the demo data.`);
  }
  if (!fresh) {
    if (!generate) throw new DataFileError(file, 'the database file is missing or of an older version', REGENERATE);
    rmSync(file, { force: true });
    rmSync(`${file}.wal`, { force: true });
    await generateDataSet(file, { ...wanted, rowsPerHour: o.rowsPerHour ?? 6, accounts: o.accounts });
  }
  const instance = await DuckDBInstance.create(file, { access_mode: 'READ_ONLY', threads: '2' });
  const conns: DuckDBConnection[] = [];
  for (let i = 0; i < (o.connections ?? 4); i++) conns.push(await instance.connect());
  const meta = await readMeta(conns[0]);
  return new DuckDbStore(
    instance,
    conns,
    o.accounts ?? DEMO_ACCOUNTS,
    {
      firstHour: Number(meta.firstHour),
      endHour: Number(meta.endHour),
    },
    file,
  );
}

export class DuckDbStore implements ReportStore {
  private readonly idle: DuckDBConnection[];
  private readonly waiting: ((c: DuckDBConnection) => void)[] = [];
  private readonly byId: Map<number, AccountRecord>;
  private readonly prepared = new Map<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();
  /** Set when a query found the file damaged: /healthz reports it from then on. */
  private damage: DataFileError | undefined;

  constructor(
    private readonly instance: DuckDBInstance,
    private readonly conns: DuckDBConnection[],
    private readonly accountList: AccountRecord[],
    private readonly hours: { firstHour: number; endHour: number },
    private readonly file = 'sandbox.duckdb',
  ) {
    this.idle = [...conns];
    this.byId = new Map(accountList.map((a) => [a.accountId, a]));
  }

  accounts(): AccountRecord[] {
    return [...this.accountList];
  }

  account(accountId: number): AccountRecord | undefined {
    return this.byId.get(accountId);
  }

  dataHours() {
    return { ...this.hours };
  }

  // A small pool: one DuckDB connection runs one query at a time.
  private async withConnection<T>(fn: (c: DuckDBConnection) => Promise<T>): Promise<T> {
    const conn = this.idle.pop() ?? (await new Promise<DuckDBConnection>((resolve) => this.waiting.push(resolve)));
    try {
      return await fn(conn);
    } catch (err) {
      if (DAMAGE.test((err as Error).message)) {
        this.damage = new DataFileError(
          this.file,
          `the database file is damaged (${(err as Error).message.split('\n')[0]})`,
          REGENERATE,
        );
        throw this.damage;
      }
      throw err;
    } finally {
      const next = this.waiting.shift();
      if (next) next(conn);
      else this.idle.push(conn);
    }
  }

  private async select(query: ReportQuery, totals: boolean): Promise<(string | number | null)[][]> {
    const built = buildReportSql(query, { totals });
    const values: DuckDBValue[] = [...built.params];
    const types: DuckDBType[] = built.params.map(() => VARCHAR);
    if (built.fxFactors) {
      values[values.length - 1] = listValue(built.fxFactors);
      types[types.length - 1] = LIST(DOUBLE);
    }
    const reader = await this.withConnection(async (c) => {
      const statement = await this.statement(c, built.sql);
      statement.clearBindings();
      if (values.length > 0) statement.bind(values, types);
      return statement.runAndReadAll();
    });
    return reader.getRowsJS() as (string | number | null)[][];
  }

  /** The connection's prepared statement for `sql`, least recently used ones evicted. */
  private async statement(conn: DuckDBConnection, sql: string): Promise<DuckDBPreparedStatement> {
    let cache = this.prepared.get(conn);
    if (!cache) this.prepared.set(conn, (cache = new Map()));
    let statement = cache.get(sql);
    if (statement) {
      cache.delete(sql);
    } else {
      statement = await conn.prepare(sql);
      if (cache.size >= PREPARED_PER_CONNECTION) {
        const [oldest, evicted] = cache.entries().next().value!;
        cache.delete(oldest);
        evicted.destroySync();
      }
    }
    cache.set(sql, statement);
    return statement;
  }

  async report(query: ReportQuery): Promise<ReportRows> {
    return { rows: await this.select(query, false) };
  }

  async totals(query: ReportQuery): Promise<(number | null)[]> {
    const [row] = await this.select(query, true);
    return row as (number | null)[];
  }

  /** Raw fact rows with their UTC hour; tests check aggregates against them. */
  async facts(table: FactTable, accountId: number, firstHour: number, endHour: number) {
    const sql = `SELECT * FROM ${FACT_TABLES[table]} WHERE account_id = ${accountId} AND hour >= ${firstHour} AND hour < ${endHour} ORDER BY hour`;
    const reader = await this.withConnection((c) => c.runAndReadAll(sql));
    return reader.getRowObjectsJS().map((r) => ({ ...r, instantMs: Number(r.hour) * HOUR_MS }));
  }

  /** A read of each fact table (its first rows), through the pool the reports use. */
  async check(): Promise<void> {
    if (this.damage) throw this.damage;
    await this.withConnection(async (c) => {
      for (const table of Object.values(FACT_TABLES)) await c.run(`SELECT * FROM ${table} LIMIT 1`);
    });
  }

  async close(): Promise<void> {
    for (const cache of this.prepared.values()) for (const statement of cache.values()) statement.destroySync();
    this.prepared.clear();
    for (const c of this.conns) c.closeSync();
    this.instance.closeSync();
  }
}
