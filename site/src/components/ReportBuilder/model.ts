import { catalogues, type Catalogue } from '@acme-docs/query-api/catalogue';

// What the report builder lets a reader choose, from the sandbox's catalogue
// (the module that validates requests), and the request body it makes. Only
// valid requests can be made: metrics and dimensions of the chosen report,
// filters on the dimensions whose values are a closed set, with those values,
// dates in order, an interval, time zone and currency from closed lists.

export type ReportName = Catalogue['name'];
export const reportNames = Object.keys(catalogues) as ReportName[];
export const intervals = ['day', 'week', 'month', 'year'] as const;
export type Interval = (typeof intervals)[number];

/** The sandbox's currencies, read from its rate table at build time (the query-api-catalogue plugin). */
export const currencies: readonly string[] = __QUERY_API_CURRENCIES__;
/** The request's defaults (query-api/openapi.json, ReportRequest). */
export const defaultTimeZone = 'America/New_York';
export const defaultCurrency = 'USD';

export interface BuilderChoice {
  report: ReportName;
  accountId: string;
  /** In the order chosen: the answer's columns follow it. */
  metrics: string[];
  dimensions: string[];
  /** Dimension → accepted values, for dimensions with a closed set of values. */
  filters: Record<string, string[]>;
  startDate: string;
  endDate: string;
  interval: Interval | '';
  timeZone: string;
  currency: string;
  includeTotals: boolean;
}

export const catalogueOf = (report: ReportName) => catalogues[report];

/** Dimensions whose values are a closed set: those a filter offers as choices. */
export const filterable = (report: ReportName) => catalogueOf(report).dimensions.filter((d) => d.values?.length);

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The last seven whole days before `today`: the sandbox's data moves with today's date, so they hold rows. */
export function initialChoice(today = new Date()): BuilderChoice {
  const end = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()));
  const start = new Date(end.getTime() - 7 * 86_400_000);
  const { metrics } = catalogueOf('campaigns');
  return {
    report: 'campaigns',
    accountId: '1001',
    metrics: [metrics[0]!.slug],
    dimensions: [],
    filters: {},
    startDate: isoDate(start),
    endDate: isoDate(end),
    interval: 'day',
    timeZone: defaultTimeZone,
    currency: defaultCurrency,
    includeTotals: false,
  };
}

/** Another report: its own metrics (the first one chosen), no dimensions or filters of the other. */
export function switchReport(choice: BuilderChoice, report: ReportName): BuilderChoice {
  if (report === choice.report) return choice;
  const { metrics } = catalogueOf(report);
  return { ...choice, report, metrics: [metrics[0]!.slug], dimensions: [], filters: {} };
}

/** Adds or removes one item of an ordered choice. */
export const toggle = (list: string[], item: string, on: boolean) =>
  on ? (list.includes(item) ? list : [...list, item]) : list.filter((x) => x !== item);

export type Problem = 'noMetric' | 'datesOrder' | 'noAccount';

/** What keeps the request from being sent, if anything. */
export function problemsOf(choice: BuilderChoice): Problem[] {
  const problems: Problem[] = [];
  if (choice.metrics.length === 0) problems.push('noMetric');
  if (!choice.startDate || !choice.endDate || choice.startDate >= choice.endDate) problems.push('datesOrder');
  if (!/^\d+$/.test(choice.accountId)) problems.push('noAccount');
  return problems;
}

/** The report request the choice makes, with only what differs from the API's defaults besides the dates. */
export function requestBody(choice: BuilderChoice): Record<string, unknown> {
  const filters = Object.fromEntries(Object.entries(choice.filters).filter(([, values]) => values.length > 0));
  return {
    metrics: choice.metrics,
    ...(choice.dimensions.length ? { dimensions: choice.dimensions } : {}),
    ...(Object.keys(filters).length ? { dimensionFilters: filters } : {}),
    ...(choice.interval ? { interval: choice.interval } : {}),
    startDate: choice.startDate,
    endDate: choice.endDate,
    ...(choice.timeZone !== defaultTimeZone ? { timezoneVariation: choice.timeZone } : {}),
    ...(choice.currency !== defaultCurrency ? { currencyCode: choice.currency } : {}),
    ...(choice.includeTotals ? { includeTotals: true } : {}),
  };
}

/** The report's path for an account: the catalogue's name is its path segment. */
export const reportPath = (choice: BuilderChoice) => `/v1/query/accounts/${choice.accountId}/${choice.report}`;

export type Row = Record<string, string | number | null>;

export interface ChartSeries {
  label: string;
  values: (number | null)[];
}

/**
 * The rows of a report with an interval as lines over time: one line per
 * combination of dimension values, for one metric.
 */
export function seriesOf(
  rows: Row[],
  dimensions: string[],
  metric: string,
): { labels: string[]; series: ChartSeries[] } {
  const labels = [...new Set(rows.map((r) => String(r.datetime)))].sort();
  const byLine = new Map<string, Map<string, number | null>>();
  for (const row of rows) {
    const line = dimensions.map((d) => String(row[d])).join(' · ') || metric;
    if (!byLine.has(line)) byLine.set(line, new Map());
    const value = row[metric];
    byLine.get(line)!.set(String(row.datetime), typeof value === 'number' ? value : null);
  }
  return {
    labels,
    series: [...byLine].map(([label, values]) => ({ label, values: labels.map((l) => values.get(l) ?? null) })),
  };
}
