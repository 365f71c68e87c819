import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPages, type Pagefind } from '../src/plugins/local-search/client/pagefind.ts';
import type { PagefindDoc } from '../src/plugins/local-search/client/hits.ts';

// Pagefind's order for a query, as pages with a title, text and recorded definitions.
const pagefindAnswering = (pages: Array<[url: string, title: string, defines?: string]>): Pagefind => ({
  options: async () => undefined,
  init: async () => undefined,
  filters: async () => ({}),
  search: async () => ({
    results: pages.map(([url, title, defines], i) => ({
      id: url,
      score: pages.length - i,
      data: async (): Promise<PagefindDoc> => ({
        url, content: `${title} attribution window integration monitor`, excerpt: '', anchors: [], sub_results: [],
        meta: { title, ...(defines ? { defines } : {}) },
      }),
    })),
  }),
});
const urls = async (pagefind: Pagefind, query: string) => (await findPages(pagefind, query)).map((result) => result.id);

test('a page defining the queried term comes ahead of pages that only use it', async () => {
  const pagefind = pagefindAnswering([
    ['/conversions', 'Conversions'],
    ['/event-api', 'Event API', 'event_id'],
    ['/glossary', 'Glossary', 'Acquisition|Attribution window|CPA'],
  ]);
  assert.deepEqual(await urls(pagefind, 'Attribution  window'), ['/glossary', '/conversions', '/event-api']);
  // A partial term is not a definition: Pagefind's order stands.
  assert.deepEqual(await urls(pagefind, 'attribution'), ['/conversions', '/event-api', '/glossary']);
});

test('the page titled with the query stays ahead of the definition', async () => {
  const pagefind = pagefindAnswering([
    ['/faq', 'FAQ'],
    ['/glossary', 'Glossary', 'Integration monitor'],
    ['/integration-monitor', 'The integration monitor'],
  ]);
  assert.deepEqual(await urls(pagefind, 'integration monitor'), ['/integration-monitor', '/glossary', '/faq']);
});
