import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { InsightEvent } from '@acme-docs/site/data/insights';
import { buildSiteServer } from './site-server/app.ts';
import { insightsPaths } from './site-server/insights/config.ts';

// A scripted session of 50 varied reader insights, sent through the collector
// (schema, masking, storage) with their days spread over the last eleven, so
// that `npm run insights` and the report page have something to show:
//
//   npx tsx scripts/insights-demo.ts --data-dir /tmp/insights-demo
//   npm run insights -- --data-dir /tmp/insights-demo --days 11
//
// It writes only to the folder it is given (a new temporary one by default).

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const dataDir = path.resolve(values['data-dir'] ?? fs.mkdtempSync(path.join(os.tmpdir(), 'insights-demo-')));
const emptySite = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-demo-site-'));

const dayMs = 86_400_000;
const today = Math.floor(Date.now() / dayMs) * dayMs;
let sentAt = today;
const server = await buildSiteServer({
  root: emptySite,
  locales: ['en', 'ja', 'fr'],
  defaultLocale: 'en',
  insights: { dataDir, now: () => sentAt },
});

const queryApiGuide = '/developers/api-reference/reporting/query-api';
const feedback = (locale: 'en' | 'ja' | 'fr', page: string, helpful: boolean, more: object = {}): InsightEvent => ({
  type: 'page_feedback',
  locale,
  page,
  helpful,
  ...more,
});
const code = (
  locale: 'en' | 'ja' | 'fr',
  page: string,
  block: number,
  codeHash: string,
  language: string,
  works: boolean,
) => ({ type: 'code_feedback', locale, page, block, codeHash, language, works }) satisfies InsightEvent;
let searchCount = 0;
/** A search and, unless `rank` is undefined (the reader left), its outcome. */
const search = (
  locale: 'en' | 'ja' | 'fr',
  query: string,
  results: number,
  rank?: number | null,
  source: 'modal' | 'page' = 'modal',
): InsightEvent[] => {
  const searchId = `demo${String(++searchCount).padStart(6, '0')}`;
  const page = locale === 'en' ? '/' : `/${locale}/`;
  return [
    { type: 'search', locale, page, searchId, source, query, results },
    ...(rank === undefined ? [] : [{ type: 'search_outcome', locale, page, searchId, source, rank } as InsightEvent]),
  ];
};

// Each day's events, from ten days ago to today.
const days: InsightEvent[][] = [
  [
    feedback('en', queryApiGuide, false, { reason: 'missing-example', comment: 'No example of a weekly interval.' }),
    feedback('en', '/glossary', true),
    ...search('en', 'sandbox', 12, 1),
    code('en', queryApiGuide, 4, '3fa81c07', 'bash', false),
  ],
  [
    feedback('ja', '/ja/developers/integration-guides/android/sandbox', false, { reason: 'outdated' }),
    feedback('ja', '/ja/glossary', true),
    ...search('ja', 'サンドボックス', 9, 2),
    ...search('en', 'event api', 11, 4),
  ],
  [
    feedback('fr', '/fr/user-guides/acme-ads/reporting', false, {
      reason: 'hard-to-follow',
      comment: 'Trop de jargon.',
    }),
    ...search('fr', 'attribution', 6, null),
    code('fr', '/fr/developers/integration-guides/web/reference', 2, 'c19e0b44', 'js', true),
  ],
  [
    feedback('en', queryApiGuide, false, { reason: 'code-broken', comment: 'The curl sample returns 401 for me.' }),
    feedback('en', '/developers/integration-guides/ios/sandbox', true, { comment: 'Clear steps.' }),
    ...search('en', 'refund webhook', 0),
    code('en', queryApiGuide, 4, '3fa81c07', 'bash', false),
  ],
  [
    feedback('ja', '/ja/developers/integration-guides/android/sandbox', false, {
      reason: 'outdated',
      comment: '画面が古い',
    }),
    ...search('ja', '返金', 0),
    ...search('ja', 'コンバージョン', 7, 1, 'page'),
    code('ja', '/ja/developers/integration-guides/android/sandbox', 3, '77d2e910', 'kotlin', false),
  ],
  [
    feedback('en', '/glossary', true),
    // A reader who pasted their address: stored masked.
    feedback('en', '/developers/integration-guides/faq', false, {
      reason: 'other',
      comment: 'Please write to jenny.rosen@example.com about my account.',
    }),
    ...search('en', 'jenny.rosen@example.com', 0),
    ...search('en', 'query api token', 5, 3, 'page'),
  ],
  [
    feedback('fr', '/fr/glossary', true),
    feedback('fr', '/fr/user-guides/acme-ads/reporting', false, { reason: 'missing-example' }),
    ...search('fr', 'webhook remboursement', 0),
    code('fr', '/fr/developers/integration-guides/web/reference', 2, 'c19e0b44', 'js', false),
  ],
  [
    feedback('en', queryApiGuide, true),
    feedback('ja', '/ja/glossary', false, { reason: 'hard-to-follow' }),
    ...search('en', 'placement attributes', 8, 2),
    ...search('ja', 'プレースメント', 4),
  ],
  [
    feedback('en', '/developers/api-reference/event-api', false, { reason: 'missing-example' }),
    ...search('en', 'cpa', 3, null, 'page'),
    feedback('en', '/glossary', true),
    feedback('fr', '/fr/glossary', false, { reason: 'outdated' }),
    code('en', '/developers/api-reference/event-api', 1, '5b0e66aa', 'json', true),
  ],
  [
    feedback('fr', '/fr/developers/integration-guides/overview', true),
    ...search('fr', 'sandbox', 10, 1),
    ...search('en', 'Bearer abcd1234efgh5678 401', 2),
  ],
  [
    feedback('ja', '/ja/developers/integration-guides/android/sandbox', true),
    code('ja', '/ja/glossary', 1, '0c4d9e21', 'text', true),
  ],
];

let sent = 0;
for (const [index, events] of days.entries()) {
  for (const [n, event] of events.entries()) {
    sentAt = today - (days.length - 1 - index) * dayMs + (9 + n) * 3_600_000;
    const response = await server.inject({
      method: 'POST',
      url: insightsPaths.events,
      // A reader each: the collector's limit is per address.
      remoteAddress: `192.0.2.${(sent % 250) + 1}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    if (response.statusCode !== 204)
      throw new Error(`${JSON.stringify(event)}: ${response.statusCode} ${response.body}`);
    sent++;
  }
}
await server.close();
fs.rmSync(emptySite, { recursive: true, force: true });
console.log(`${sent} events sent through the collector into ${dataDir}.`);
console.log(`Now: npm run insights -- --data-dir ${dataDir} --days ${days.length}`);
