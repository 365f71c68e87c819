// Writes src/store/fx-rates.json: the sandbox's daily exchange rates. They are
// illustrative (a smooth deterministic curve around typical levels), not
// market data. Kept so the table can be extended reproducibly.
import { writeFileSync } from 'node:fs';

const FIRST = '2024-01-01';
const DAYS = 6 * 365 + 2; // 2024-01-01 to 2029-12-31
const BASES: Record<string, number> = {
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  AUD: 1.52,
  CAD: 1.36,
  CHF: 0.88,
  SEK: 10.5,
  NZD: 1.65,
  SGD: 1.34,
};

const rates: Record<string, number[]> = { USD: Array(DAYS).fill(1) };
Object.entries(BASES).forEach(([code, base], i) => {
  const decimals = base >= 100 ? 3 : 5;
  rates[code] = Array.from({ length: DAYS }, (_, d) => {
    const drift = 0.03 * Math.sin((2 * Math.PI * d) / 365 + i) + 0.01 * Math.sin((2 * Math.PI * d) / 29 + 2 * i);
    return Number((base * (1 + drift)).toFixed(decimals));
  });
});

const table = {
  description: 'Illustrative daily exchange rates of the Acme Query API sandbox; not market data.',
  base: 'USD',
  unit: 'units of the currency per 1 USD',
  firstDate: FIRST,
  rates,
};
writeFileSync(new URL('../src/store/fx-rates.json', import.meta.url), JSON.stringify(table) + '\n');
