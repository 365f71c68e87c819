import { Type } from '@sinclair/typebox';
import { INTERVALS, type Interval } from '../reports/buckets.js';
import { MAX_LIMIT } from '../reports/plan.js';
import { Nullable } from './common.js';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from './report-defaults.js';

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2}:\\d{2})?$';

export const ReportRequest = Type.Object(
  {
    timezoneVariation: Type.Optional(
      Type.String({
        default: DEFAULT_TIME_ZONE,
        description: 'IANA time zone the dates, the buckets and `datetime` are expressed in.',
        examples: ['Europe/Paris'],
      }),
    ),
    currencyCode: Type.Optional(
      Type.String({
        default: DEFAULT_CURRENCY,
        description: 'ISO 4217 code money is converted to.',
        examples: ['EUR'],
      }),
    ),
    startDate: Type.Optional(
      Nullable(Type.String({ pattern: DATE_PATTERN }), {
        description: 'Inclusive start, YYYY-MM-DD or YYYY-MM-DD HH:MM:SS in the requested time zone.',
        examples: ['2026-11-01'],
      }),
    ),
    endDate: Type.Optional(
      Nullable(Type.String({ pattern: DATE_PATTERN }), {
        description: 'Exclusive end, YYYY-MM-DD or YYYY-MM-DD HH:MM:SS in the requested time zone.',
        examples: ['2026-11-08'],
      }),
    ),
    dimensionFilters: Type.Optional(
      Type.Unsafe<Record<string, string[]>>({
        type: 'object',
        description: 'Dimension → accepted values. A row must match one value of every listed dimension.',
        additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 1000 },
        examples: [{ device: ['mobile', 'tablet'] }],
      }),
    ),
    limit: Type.Optional(
      Nullable(Type.Integer(), {
        description: `Maximum rows, 1 to ${MAX_LIMIT}; null or absent for no limit.`,
        examples: [100],
      }),
    ),
    metrics: Type.Array(Type.String(), {
      minItems: 1,
      maxItems: 50,
      description: 'Metric slugs (see the help call), in the order the columns should appear.',
      examples: [['impressions', 'gross_cost', 'cpa']],
    }),
    dimensions: Type.Optional(
      Type.Array(Type.String(), {
        default: [],
        maxItems: 20,
        description: 'Dimension slugs to group rows by.',
        examples: [['campaign_id']],
      }),
    ),
    orderBys: Type.Optional(
      Type.Array(
        Type.Object({
          column: Type.String({ description: 'A selected metric or dimension, or datetime when an interval is set.' }),
          direction: Type.Optional(
            Type.Unsafe<'asc' | 'desc'>({ type: 'string', enum: ['asc', 'desc'], default: 'asc' }),
          ),
        }),
        { default: [], maxItems: 20, examples: [[{ column: 'impressions', direction: 'desc' }]] },
      ),
    ),
    interval: Type.Optional(
      Nullable(Type.Unsafe<Interval>({ type: 'string', enum: [...INTERVALS] }), {
        description: 'Buckets rows by calendar day, ISO week (from Monday), month or year in the requested time zone.',
        examples: ['day'],
      }),
    ),
    includeTotals: Type.Optional(
      Type.Boolean({
        default: false,
        description: 'Adds `totals`: every metric over all matching rows, ratios recomputed from the sums.',
      }),
    ),
  },
  {
    $id: 'ReportRequest',
    title: 'ReportRequest',
    examples: [
      {
        metrics: ['impressions', 'gross_cost', 'cpa'],
        dimensions: ['campaign_id'],
        dimensionFilters: { device: ['mobile', 'tablet'] },
        interval: 'day',
        startDate: '2026-11-09',
        endDate: '2026-11-16',
        timezoneVariation: DEFAULT_TIME_ZONE,
        currencyCode: DEFAULT_CURRENCY,
        orderBys: [{ column: 'impressions', direction: 'desc' }],
        limit: 100,
      },
    ],
  },
);

export const ReportResponse = Type.Object(
  {
    data: Type.Array(
      Type.Object(
        {
          datetime: Type.Optional(
            Type.String({
              description: 'Bucket start, YYYY-MM-DD HH:MM:SS in the requested time zone (with an interval only).',
            }),
          ),
        },
        { additionalProperties: Type.Union([Type.String(), Type.Number(), Type.Null()]) },
      ),
      { description: 'One object per row: datetime, then the dimensions, then the metrics.' },
    ),
    accountId: Type.String(),
    queryTimeMs: Type.Integer({ description: 'Time spent computing the report, in milliseconds.' }),
    totals: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: Type.Union([Type.Number(), Type.Null()]),
          description: 'Only with includeTotals: every metric over all matching rows (before limit).',
        },
      ),
    ),
  },
  { $id: 'ReportResponse', title: 'ReportResponse' },
);

const Dimension = Type.Object({
  slug: Type.String(),
  description: Type.String(),
  type: Type.Literal('string'),
  values: Type.Optional(
    Type.Array(Type.String(), { description: 'The values the dimension takes, when it is a closed set.' }),
  ),
});

const Metric = Type.Object({
  slug: Type.String(),
  description: Type.String(),
  type: Type.Union([Type.Literal('integer'), Type.Literal('number')]),
  unit: Type.Union([Type.Literal('count'), Type.Literal('currency'), Type.Literal('ratio')]),
  additive: Type.Boolean({ description: 'True when the metric can be summed across rows.' }),
  formula: Type.Optional(Type.String({ description: 'For derived metrics: how they are computed from sums.' })),
});

export const ReportMetadata = Type.Object(
  { dimensions: Type.Array(Dimension), metrics: Type.Array(Metric) },
  { $id: 'ReportMetadata', title: 'ReportMetadata' },
);
