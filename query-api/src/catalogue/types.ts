/** A dimension: a column rows can be grouped and filtered by. */
export interface DimensionDef {
  slug: string;
  description: string;
  type: 'string';
  /** The values the sandbox uses, when the set is closed. */
  values?: string[];
}

/** A metric as the help calls publish it (spec fields plus type, unit, additive, formula). */
export interface MetricDef {
  slug: string;
  description: string;
  type: 'integer' | 'number';
  unit: 'count' | 'currency' | 'ratio';
  /** True when summing the metric over rows gives the metric of the union. */
  additive: boolean;
  /** For derived metrics: how it is computed from sums of other metrics. */
  formula?: string;
}

/** How the store computes a metric: a sum of a fact column, or a ratio of two sums. */
export type MetricComputation =
  | { kind: 'sum'; column: string; money: boolean }
  | { kind: 'ratio'; numerator: string; denominator: string; money: boolean; decimals: number };

export interface Catalogue {
  /** `campaigns` or `transactions`: the fact table and path segment. */
  name: 'campaigns' | 'transactions';
  dimensions: DimensionDef[];
  metrics: (MetricDef & { compute: MetricComputation })[];
}

/** Money is rounded to cents, ratios to four decimals (documented in the README). */
export const MONEY_DECIMALS = 2;
export const RATIO_DECIMALS = 4;

export function sumMetric(
  slug: string,
  description: string,
  money = false,
): MetricDef & { compute: MetricComputation } {
  return {
    slug,
    description,
    type: money ? 'number' : 'integer',
    unit: money ? 'currency' : 'count',
    additive: true,
    compute: { kind: 'sum', column: slug, money },
  };
}

export function ratioMetric(
  slug: string,
  description: string,
  numerator: string,
  denominator: string,
  money = false,
): MetricDef & { compute: MetricComputation } {
  return {
    slug,
    description,
    type: 'number',
    unit: money ? 'currency' : 'ratio',
    additive: false,
    formula: `sum(${numerator}) / sum(${denominator})`,
    compute: {
      kind: 'ratio',
      numerator,
      denominator,
      money,
      decimals: money ? MONEY_DECIMALS : RATIO_DECIMALS,
    },
  };
}

/** The public view of a catalogue, as the help calls answer it. */
export function publicCatalogue(c: Catalogue): { dimensions: DimensionDef[]; metrics: MetricDef[] } {
  return {
    dimensions: c.dimensions.map((d) => ({ ...d })),
    metrics: c.metrics.map(({ compute: _compute, ...m }) => m),
  };
}
