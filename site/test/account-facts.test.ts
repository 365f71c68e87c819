import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adsBilling } from '../src/data/billing.ts';
import { payouts } from '../src/data/payouts.ts';
import { accountAmount, formatAccountAmount } from '../src/data/account-amounts.ts';

// The billing and payout figures live in src/data/billing.ts and payouts.ts;
// the pages that state them quote them with <BillingFact> and <PayoutFact>.
const siteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (relative: string) => fs.readFileSync(path.join(siteDir, relative), 'utf8');
const docs = (locale: string, page: string) =>
  locale === 'en' ? `docs/${page}` : `i18n/${locale}/docusaurus-plugin-content-docs/current/${page}`;
const quoting = [
  { component: 'BillingFact', facts: adsBilling, page: 'user-guides/acme-ads/billing.md' },
  { component: 'PayoutFact', facts: payouts, page: 'user-guides/acme-ecommerce/payouts.md' },
];

test('amounts read in the number format of each locale, JPY at 100 times without decimals', () => {
  const threshold = accountAmount(500);
  assert.equal(formatAccountAmount(threshold, 'en'), '500.00');
  assert.equal(formatAccountAmount(threshold, 'ja'), '500.00');
  assert.equal(formatAccountAmount(threshold, 'fr'), '500,00');
  assert.equal(formatAccountAmount(threshold, 'en', 'JPY'), '50,000');
  assert.equal(formatAccountAmount(threshold, 'ja', 'JPY'), '50,000');
  assert.match(formatAccountAmount(threshold, 'fr', 'JPY'), /^50[\u202f\u00a0]000$/);
});

test('each guide quotes every figure of its module, in every locale, with names the module knows', () => {
  for (const { component, facts, page } of quoting) {
    for (const locale of ['en', 'ja', 'fr']) {
      const source = read(docs(locale, page));
      const quoted = new Set([...source.matchAll(new RegExp(`<${component} name="(\\w+)"`, 'g'))].map((m) => m[1]));
      for (const name of quoted) assert.ok(Object.hasOwn(facts, name!), `${locale}/${page}: unknown ${name}`);
      for (const name of Object.keys(facts)) assert.ok(quoted.has(name), `${locale}/${page} never quotes ${name}`);
    }
  }
});

test('the guides and release notes never retype a figure of the modules', () => {
  const files = [
    ...quoting.map(({ page }) => docs('en', page)),
    ...fs
      .readdirSync(path.join(siteDir, 'release-notes'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `release-notes/${f}`),
  ];
  const typed = Object.entries({ ...adsBilling, ...payouts }).flatMap(([name, value]) =>
    typeof value === 'number'
      ? /Days$/.test(name)
        ? [{ name, pattern: new RegExp(`\\b${value} (business )?days\\b`) }]
        : /Max$/.test(name)
          ? [{ name, pattern: new RegExp(`\\b(up to|at most) ${value}\\b`) }]
          : []
      : [{ name, pattern: new RegExp(`\\b${value.amount.toFixed(2).replace('.', '\\.')}\\b`) }],
  );
  for (const file of files) {
    // Prose only: code keeps its own numbers.
    const prose = read(file)
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '');
    const mentions = /payout|invoice|billing|statement|card/i.test(prose);
    for (const { name, pattern } of typed)
      if (mentions) assert.doesNotMatch(prose, pattern, `${file} types ${name}: quote it with its component`);
  }
});
