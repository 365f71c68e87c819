import type { Catalogue } from '../catalogue/types.js';
import { BadRequest } from '../errors.js';
import { conversionFactors, isSupportedCurrency, SUPPORTED_CURRENCIES } from '../store/fx-rates.js';
import type { AccountRecord } from '../store/accounts.js';
import type { ReportQuery } from '../store/repository.js';
import { type Interval, bucketsFor } from './buckets.js';
import { resolveRange } from './date-range.js';
import { HOUR_MS, canonicalTimeZone } from './time-zones.js';

export const MAX_LIMIT = 10_000;
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const DEFAULT_CURRENCY = 'USD';

/** The report request body after schema validation (defaults may be absent). */
export interface ReportRequestBody {
  timezoneVariation?: string;
  currencyCode?: string;
  startDate?: string | null;
  endDate?: string | null;
  dimensionFilters?: Record<string, string[]>;
  limit?: number | null;
  metrics: string[];
  dimensions?: string[];
  orderBys?: { column: string; direction?: 'asc' | 'desc' }[];
  interval?: Interval | null;
  includeTotals?: boolean;
}

export interface ReportPlan {
  query: ReportQuery;
  /** Output columns in order: datetime (with an interval), dimensions, metrics. */
  columns: string[];
  /** Bucket labels, indexed by the bucket number the store returns. */
  labels?: string[];
  includeTotals: boolean;
}

const unique = (xs: string[]) => [...new Set(xs)];
const list = (xs: string[]) => xs.join(', ');

/**
 * Checks a schema-valid request against the catalogue (400 when it asks for
 * something that does not exist) and resolves every default: time zone,
 * currency, date range, buckets, ordering.
 */
export function planReport(
  catalogue: Catalogue,
  account: AccountRecord,
  body: ReportRequestBody,
  nowMs: number,
  dataHours: { firstHour: number; endHour: number },
): ReportPlan {
  const helpPath = `GET /v1/query/accounts/${account.accountId}/${catalogue.name}/help`;
  const zoneName = body.timezoneVariation ?? DEFAULT_TIME_ZONE;
  const zone = canonicalTimeZone(zoneName);
  if (!zone) throw new BadRequest(`Unknown time zone: ${zoneName}. Use an IANA name such as America/New_York.`);
  // ASCII letters only: toUpperCase() maps other letters onto them ("uſd" would become "USD").
  const given = body.currencyCode ?? DEFAULT_CURRENCY;
  const currency = /^[A-Za-z]{3}$/.test(given) ? given.toUpperCase() : '';
  if (!isSupportedCurrency(currency)) {
    throw new BadRequest(`Unsupported currency: ${body.currencyCode}. Supported: ${list(SUPPORTED_CURRENCIES)}.`);
  }

  const metricDefs = new Map(catalogue.metrics.map((m) => [m.slug, m]));
  const dimensionSlugs = new Set(catalogue.dimensions.map((d) => d.slug));
  const metrics = unique(body.metrics);
  const dimensions = unique(body.dimensions ?? []);
  const badMetrics = metrics.filter((m) => !metricDefs.has(m));
  if (badMetrics.length) throw new BadRequest(`Unknown metric: ${list(badMetrics)}. See ${helpPath}.`);
  const badDimensions = dimensions.filter((d) => !dimensionSlugs.has(d));
  if (badDimensions.length) throw new BadRequest(`Unknown dimension: ${list(badDimensions)}. See ${helpPath}.`);
  const filters = Object.entries(body.dimensionFilters ?? {}).map(([dimension, values]) => ({
    dimension,
    values: unique(values),
  }));
  const badFilters = filters.filter((f) => !dimensionSlugs.has(f.dimension)).map((f) => f.dimension);
  if (badFilters.length)
    throw new BadRequest(`Unknown dimension in dimensionFilters: ${list(badFilters)}. See ${helpPath}.`);

  const interval = body.interval ?? undefined;
  const selectable = new Set<string>([...metrics, ...dimensions, ...(interval ? ['datetime'] : [])]);
  const badOrder = (body.orderBys ?? []).map((o) => o.column).filter((c) => !selectable.has(c));
  if (badOrder.length) {
    throw new BadRequest(
      `orderBys can only use selected metrics and dimensions${interval ? ' or datetime' : ''}: ${list(unique(badOrder))}.`,
    );
  }

  const limit = body.limit ?? null;
  if (limit !== null && (limit < 1 || limit > MAX_LIMIT)) {
    throw new BadRequest(`limit must be between 1 and ${MAX_LIMIT}, or null for no limit.`);
  }

  const range = resolveRange(zone, nowMs, body.startDate, body.endDate);
  // Facts are hourly: an hour belongs to the range when its start instant does.
  const firstHour = Math.max(Math.ceil(range.startMs / HOUR_MS), dataHours.firstHour);
  const endHour = Math.max(firstHour, Math.min(Math.ceil(range.endMs / HOUR_MS), dataHours.endHour));
  const buckets = interval ? bucketsFor(zone, interval, firstHour, endHour) : undefined;

  const query: ReportQuery = {
    table: catalogue.name,
    accountId: account.accountId,
    firstHour,
    endHour,
    metrics: metrics.map((slug) => ({ slug, compute: metricDefs.get(slug)!.compute })),
    dimensions,
    filters,
    orderBy: orderBy(body.orderBys ?? [], dimensions, Boolean(interval)),
    limit,
  };
  if (buckets) query.bucketBounds = buckets.bounds;
  if (currency !== account.accountCurrencyCode) {
    const firstDay = Math.floor(firstHour / 24);
    query.fx = {
      firstDay,
      factors: conversionFactors(account.accountCurrencyCode, currency, firstDay, Math.ceil(endHour / 24) + 1),
    };
  }
  return {
    query,
    columns: [...(interval ? ['datetime'] : []), ...dimensions, ...metrics],
    labels: buckets?.labels,
    includeTotals: body.includeTotals === true,
  };
}

/** Requested order first, then datetime and dimensions ascending, so equal rows never swap between calls. */
function orderBy(requested: { column: string; direction?: 'asc' | 'desc' }[], dimensions: string[], bucketed: boolean) {
  const out: ReportQuery['orderBy'] = [];
  const used = new Set<string>();
  const add = (column: string, direction: 'asc' | 'desc') => {
    const c = column === 'datetime' ? 'bucket' : column;
    if (used.has(c)) return;
    used.add(c);
    out.push({ column: c, direction });
  };
  for (const o of requested) add(o.column, o.direction ?? 'asc');
  if (bucketed) add('bucket', 'asc');
  for (const d of dimensions) add(d, 'asc');
  return out;
}
