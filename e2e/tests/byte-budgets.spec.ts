import { test, expect } from '@playwright/test';
import {
  firstQueryBudget,
  pageBudgets,
  searchPageQueryBudget,
  typedQueryAllowance,
} from '@acme-docs/scripts/lib/byte-budgets';
import {
  firstLoadBytes,
  firstQueryBytes,
  kb,
  overBudget,
  searchPageQueryBytes,
  type Measured,
} from '@acme-docs/scripts/lib/first-load';

// Issue 14: the gzipped first-load JS and CSS of each kind of page, and the
// bytes of a first search query, stay within the budgets of one data file.
// Bytes are deterministic for a build: this is not a timing test.

test('every page kind loads within its JS and CSS budgets', { tag: '@smoke' }, async ({ browser }) => {
  const measures: Measured[] = [];
  for (const { name, route, jsKB, cssKB } of pageBudgets) {
    // A fresh context each time: nothing cached from the page before.
    const context = await browser.newContext();
    const { js, css } = await firstLoadBytes(await context.newPage(), route);
    await context.close();
    measures.push(
      { name: `${name} JS`, bytes: js, budgetKB: jsKB },
      { name: `${name} CSS`, bytes: css, budgetKB: cssKB },
    );
  }
  console.log(
    measures.map((m) => `  ${m.name.padEnd(52)} ${kb(m.bytes).padStart(9)}  (budget ${m.budgetKB} KB)`).join('\n'),
  );
  expect(overBudget(measures)).toEqual([]);
});

test('the first search query downloads within its budget', async ({ page }) => {
  const { total, ...parts } = await firstQueryBytes(page, firstQueryBudget.route, firstQueryBudget.query);
  console.log(
    `  ${firstQueryBudget.name} “${firstQueryBudget.query}”: ${kb(total)} (${Object.entries(parts)
      .map(([part, bytes]) => `${part} ${kb(bytes)}`)
      .join(', ')})`,
  );
  expect(overBudget([{ name: firstQueryBudget.name, bytes: total, budgetKB: firstQueryBudget.kB }])).toEqual([]);
});

test('the search page downloads its engine and index within their budget before showing results', async ({ page }) => {
  const bytes = await searchPageQueryBytes(page, searchPageQueryBudget.route);
  console.log(`  ${searchPageQueryBudget.name}: ${kb(bytes)} (budget ${searchPageQueryBudget.kB} KB)`);
  expect(overBudget([{ name: searchPageQueryBudget.name, bytes, budgetKB: searchPageQueryBudget.kB }])).toEqual([]);
});

test('a query typed key by key reads at most a quarter more than the same query pasted', async ({ browser }) => {
  const { route, query, keyDelayMs, maxRatio } = typedQueryAllowance;
  // Each in a fresh browser: nothing of the index cached from the other.
  const measure = async (delay?: number) => {
    const context = await browser.newContext();
    const { total } = await firstQueryBytes(await context.newPage(), route, query, delay);
    await context.close();
    return total;
  };
  const pasted = await measure();
  const typed = await measure(keyDelayMs);
  console.log(
    `  “${query}” pasted ${kb(pasted)}, typed ${keyDelayMs} ms a key ${kb(typed)} (${((typed / pasted - 1) * 100).toFixed(0)} % more)`,
  );
  expect(typed).toBeLessThanOrEqual(pasted * maxRatio);
});
