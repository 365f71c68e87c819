import { readFileSync } from 'node:fs';

interface RateTable {
  firstDate: string;
  rates: Record<string, number[]>;
}

// Shipped with the sandbox; the rates are illustrative, not market data.
const table = JSON.parse(readFileSync(new URL('./fx-rates.json', import.meta.url), 'utf8')) as RateTable;
const firstDay = Date.parse(`${table.firstDate}T00:00:00Z`) / 86_400_000;

export const SUPPORTED_CURRENCIES = Object.keys(table.rates).sort();

export function isSupportedCurrency(code: string): boolean {
  return Object.hasOwn(table.rates, code);
}

/** Units of `code` per 1 USD on a UTC day (days since the epoch); the table's ends are carried outwards. */
function unitsPerUsd(code: string, utcDay: number): number {
  const series = table.rates[code];
  const i = Math.min(Math.max(utcDay - firstDay, 0), series.length - 1);
  return series[i];
}

/**
 * Multipliers converting amounts from one currency to another, one per UTC
 * day in [firstUtcDay, endUtcDay). Costs are converted at the rate of the UTC
 * day they were incurred on.
 */
export function conversionFactors(from: string, to: string, firstUtcDay: number, endUtcDay: number): number[] {
  const out: number[] = [];
  for (let d = firstUtcDay; d < endUtcDay; d++) out.push(unitsPerUsd(to, d) / unitsPerUsd(from, d));
  return out;
}
