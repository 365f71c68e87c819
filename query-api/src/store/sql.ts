import { MONEY_DECIMALS, type MetricComputation } from '../catalogue/types.js';
import type { FactTable, ReportQuery } from './repository.js';

export const FACT_TABLES: Record<FactTable, string> = {
  campaigns: 'campaign_facts',
  transactions: 'transaction_facts',
};

/** Identifiers come from the catalogues only; quoting is belt and braces. */
const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return String(n);
};

/**
 * The bucket of each fact hour as plain arithmetic: runs of equally long
 * buckets become one `(hour - start) // length + index` branch, so a DST
 * change only adds a branch instead of a per-row time-zone lookup.
 */
export function bucketExpression(bounds: number[]): string {
  const branches: { end: number; expr: string }[] = [];
  let i = 0;
  while (i < bounds.length - 1) {
    const length = bounds[i + 1] - bounds[i];
    let j = i + 1;
    while (j < bounds.length - 1 && bounds[j + 1] - bounds[j] === length) j++;
    branches.push({ end: bounds[j], expr: `(hour - ${int(bounds[i])}) // ${int(length)} + ${int(i)}` });
    i = j;
  }
  if (branches.length === 0) return '0';
  if (branches.length === 1) return `(${branches[0].expr})::INTEGER`;
  const whens = branches.slice(0, -1).map((b) => `WHEN hour < ${int(b.end)} THEN ${b.expr}`);
  return `(CASE ${whens.join(' ')} ELSE ${branches[branches.length - 1].expr} END)::INTEGER`;
}

function baseColumns(metrics: ReportQuery['metrics']): { column: string; money: boolean }[] {
  const seen = new Map<string, boolean>();
  const add = (column: string, money: boolean) => seen.set(column, money || (seen.get(column) ?? false));
  for (const { compute: c } of metrics) {
    if (c.kind === 'sum') add(c.column, c.money);
    else {
      add(c.numerator, c.money);
      add(c.denominator, false);
    }
  }
  return [...seen].map(([column, money]) => ({ column, money }));
}

export interface BuiltSql {
  sql: string;
  params: string[];
  fxFactors?: number[];
}

/**
 * One SELECT per report. With a currency conversion the facts are first
 * summed per UTC day (inner query) and converted at that day's rate in the
 * outer query, so the rate lookup runs on a few hundred rows, not millions.
 */
export function buildReportSql(query: ReportQuery, opts: { totals: boolean }): BuiltSql {
  const params: string[] = [];
  const where = [
    `account_id = ${int(query.accountId)}`,
    `hour >= ${int(query.firstHour)}`,
    `hour < ${int(query.endHour)}`,
  ];
  for (const f of query.filters) {
    const placeholders = f.values.map((v) => {
      params.push(v);
      return `$${params.length}`;
    });
    where.push(`${q(f.dimension)} IN (${placeholders.join(', ')})`);
  }
  const keys: { alias: string; expr: string }[] = [];
  if (!opts.totals) {
    if (query.bucketBounds) keys.push({ alias: 'bucket', expr: bucketExpression(query.bucketBounds) });
    for (const d of query.dimensions) keys.push({ alias: d, expr: q(d) });
  }
  const bases = baseColumns(query.metrics);
  // Conversion only matters when a money column is read.
  const fx = bases.some((b) => b.money) ? query.fx : undefined;
  let from = `${FACT_TABLES[query.table]} WHERE ${where.join(' AND ')}`;
  let sumOf = (column: string, _money: boolean) => `sum(${q(column)})`;
  if (fx) {
    const inner = [
      ...keys.map((k) => `${k.expr} AS ${q(k.alias)}`),
      `hour // 24 AS utc_day`,
      ...bases.map((b) => `sum(${q(b.column)}) AS ${q(b.column)}`),
    ];
    const groupBy = [...keys.map((k) => q(k.alias)), 'utc_day'];
    from = `(SELECT ${inner.join(', ')} FROM ${from} GROUP BY ${groupBy.join(', ')})`;
    params.push('');
    const fxParam = `$${params.length}`;
    sumOf = (column, money) =>
      money ? `sum(${q(column)} * ${fxParam}[utc_day - ${int(fx.firstDay)} + 1])` : `sum(${q(column)})`;
    for (const k of keys) k.expr = q(k.alias);
  }
  const metricExpr = (c: MetricComputation): string => {
    if (c.kind === 'sum') {
      const s = `coalesce(${sumOf(c.column, c.money)}, 0)`;
      return c.money ? `round(${s}, ${MONEY_DECIMALS})::DOUBLE` : `${s}::DOUBLE`;
    }
    const den = sumOf(c.denominator, false);
    return `CASE WHEN coalesce(${den}, 0) = 0 THEN NULL ELSE round(${sumOf(c.numerator, c.money)} / ${den}, ${int(c.decimals)})::DOUBLE END`;
  };
  const select = [
    ...keys.map((k) => `${k.expr} AS ${q(k.alias)}`),
    ...query.metrics.map((m) => `${metricExpr(m.compute)} AS ${q(m.slug)}`),
  ];
  let sql = `SELECT ${select.join(', ')} FROM ${from}`;
  if (keys.length > 0) sql += ` GROUP BY ${keys.map((k) => q(k.alias)).join(', ')}`;
  if (!opts.totals) {
    const order = query.orderBy.map((o) => `${q(o.column)} ${o.direction === 'desc' ? 'DESC' : 'ASC'} NULLS LAST`);
    if (order.length > 0) sql += ` ORDER BY ${order.join(', ')}`;
    if (query.limit !== null) sql += ` LIMIT ${int(query.limit)}`;
  }
  const built: BuiltSql = { sql, params };
  if (fx) built.fxFactors = fx.factors;
  return built;
}
