import type { DuckDBConnection } from '@duckdb/node-api';
import { AGE_GROUPS, AGE_RANGES, PAGE_TYPES } from '../catalogue/values.js';
import { offsetMinutes } from '../reports/time-zones.js';
import type { AccountRecord } from './accounts.js';

/** Bumped whenever the generated data changes shape, so old data folders are regenerated. */
export const GENERATOR_VERSION = 1;
const SEED = 20_250_101;

export interface GenerateOptions {
  accounts: AccountRecord[];
  /** First and end (exclusive) fact hour, in hours since the epoch (UTC). */
  firstHour: number;
  endHour: number;
  /** Fact rows per account and hour, in each fact table. */
  rowsPerHour: number;
}

const sqlList = (values: string[]) => `[${values.map((v) => `'${v}'`).join(', ')}]`;

/** Standard (January) offset in whole hours, only to shape a plausible daily curve. */
function standardOffsetHours(zone: string): number {
  return Math.round(offsetMinutes(zone, Date.UTC(2025, 0, 1)) / 60);
}

/**
 * Generates the fact tables inside DuckDB. Every value is a hash of (seed,
 * account, hour, row, salt), so the data is deterministic and the same hour
 * gets the same facts whichever day the set is generated on. Rows are stored
 * sorted by (account_id, hour) so a one-account range reads few row groups.
 */
export async function generateFacts(conn: DuckDBConnection, o: GenerateOptions): Promise<void> {
  const accountRows = o.accounts
    .map(
      (a) =>
        `(${a.accountId}, ${a.volume}, ${a.costPerReferral}, ${a.campaigns}, ${standardOffsetHours(a.accountTimezone)})`,
    )
    .join(', ');
  // u(i): a uniform number in [0, 1) from the row's hash with salt i.
  const u = (i: number) => `((hash(${SEED}, account_id, hour, k, ${i}) % 1000000) / 1000000.0)`;
  const base = `
    WITH acc(account_id, volume, cpr, campaigns, std_offset) AS (VALUES ${accountRows}),
    grid AS (
      SELECT a.*, h.range::INTEGER AS hour, k.range::INTEGER AS k
      FROM acc a, range(${o.firstHour}, ${o.endHour}) h, range(0, ${o.rowsPerHour}) k
    ),
    shaped AS (
      -- A daily curve peaking mid-afternoon local time, scaled per row.
      SELECT *, volume * (0.3 + 0.7 * (0.5 - 0.5 * cos(2 * pi() * (((hour + std_offset) % 24 + 24) % 24 - 3) / 24)))
        * (0.5 + ${u(0)}) * 6.0 / ${o.rowsPerHour} AS weight
      FROM grid
    )`;
  const device = `CASE WHEN ${u(4)} < 0.55 THEN 'mobile' WHEN ${u(4)} < 0.9 THEN 'desktop' ELSE 'tablet' END`;
  await conn.run(`
    CREATE OR REPLACE TABLE campaign_facts AS
    ${base},
    rows AS (
      SELECT account_id, hour,
        (account_id * 100 + 1 + floor(${u(1)} * campaigns))::INTEGER AS campaign,
        floor(${u(2)} * 3)::INTEGER + 1 AS creative,
        floor(${u(3)} * 6)::INTEGER AS age,
        ${device} AS device,
        floor(400 * weight)::INTEGER AS impressions,
        cpr, ${u(5)} AS u5, ${u(6)} AS u6, ${u(7)} AS u7
      FROM shaped
    ),
    counted AS (
      SELECT *, floor(impressions * (0.01 + 0.04 * u5))::INTEGER AS referrals FROM rows
    )
    SELECT account_id, hour,
      campaign::VARCHAR AS campaign_id,
      (campaign * 10 + creative)::VARCHAR AS creative_id,
      ${sqlList(AGE_GROUPS)}[age // 2 + 1] AS age_group,
      ${sqlList(AGE_RANGES)}[age + 1] AS age_range,
      device, impressions, referrals,
      floor(referrals * (0.05 + 0.25 * u6))::INTEGER AS clickthru_acquisitions,
      round(referrals * cpr * (0.8 + 0.4 * u7), 2)::DOUBLE AS gross_cost
    FROM counted
    ORDER BY account_id, hour`);
  const pageType = `CASE WHEN ${u(1)} < 0.45 THEN '${PAGE_TYPES[1]}' WHEN ${u(1)} < 0.8 THEN '${PAGE_TYPES[0]}' ELSE '${PAGE_TYPES[2]}' END`;
  await conn.run(`
    CREATE OR REPLACE TABLE transaction_facts AS
    ${base},
    rows AS (
      SELECT account_id, hour, ${pageType} AS page_type, ${device} AS device,
        floor(${u(3)} * 6)::INTEGER AS age,
        floor(60 * weight)::INTEGER AS transactions,
        ${u(2)} AS u2, ${u(5)} AS u5, ${u(6)} AS u6, ${u(7)} AS u7, ${u(8)} AS u8
      FROM shaped
    ),
    paged AS (
      SELECT *, floor(transactions * (0.6 + 0.35 * u5))::INTEGER AS page_transactions FROM rows
    ),
    loaded AS (
      SELECT *, page_transactions + floor(page_transactions * 0.15 * u6)::INTEGER AS total_page_transactions FROM paged
    )
    SELECT account_id, hour,
      CASE WHEN device = 'tablet' THEN (CASE WHEN u2 < 0.5 THEN 'desktop' ELSE 'mobile' END) ELSE device END AS display_type,
      page_type, device,
      ${sqlList(AGE_RANGES)}[age + 1] AS age_range,
      transactions, page_transactions, total_page_transactions,
      floor(total_page_transactions * (0.7 + 0.3 * u7))::INTEGER AS layout_impressions,
      floor(page_transactions * (0.05 + 0.15 * u8))::INTEGER AS ads_transactions,
      floor(transactions * (0.01 + 0.05 * u6))::INTEGER AS donations_transactions,
      floor(transactions * (0.02 + 0.1 * u2))::INTEGER AS payments_transactions
    FROM loaded
    ORDER BY account_id, hour`);
}
