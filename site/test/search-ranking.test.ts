import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  exactTextFirst,
  findPages,
  wordsOf,
  type Pagefind,
  type PagefindResult,
} from '../src/plugins/local-search/client/pagefind.ts';
import { queryTerms } from '../src/plugins/local-search/client/highlight.ts';
import type { PagefindDoc } from '../src/plugins/local-search/client/hits.ts';

// Pagefind's order for a query, as pages with a title, text and recorded definitions.
const pagefindAnswering = (pages: Array<[url: string, title: string, defines?: string]>): Pagefind => ({
  options: async () => undefined,
  filters: async () => ({}),
  search: async () => ({
    results: pages.map(([url, title, defines], i) => ({
      id: url,
      score: pages.length - i,
      data: async (): Promise<PagefindDoc> => ({
        url,
        content: `${title} attribution window integration monitor`,
        excerpt: '',
        anchors: [],
        sub_results: [],
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

test('query words: the pattern for spaced scripts agrees with the word segmenter', () => {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  const segmented = (text: string) =>
    [...segmenter.segment(queryTerms(text).join(' '))].filter((s) => s.isWordLike).map((s) => s.segment);
  const queries = [
    'sandbox',
    'attribution window',
    "l'API de reporting",
    'données d’achat',
    'OAuth2 client-credentials',
    'snake_case account_id',
    'e.g. config.json',
    'v1/query/accounts',
    'SDK 4.3.0',
    'Ünïcödé naïve café',
    'a:b',
    'x-request-id header',
    '"exact phrase" (grouped)',
    'über-ratio 12%',
    '¿Qué? ¡Sí!',
    '1,000 rows',
    '12;34',
    'a1.b2 x.1 1.x',
    '2026-11-26',
    "it's café’s",
  ];
  for (const query of queries) assert.deepEqual(wordsOf(query), segmented(query), query);
  assert.deepEqual(wordsOf('広告ポリシー'), ['広告', 'ポリシー'], 'Japanese still goes through the segmenter');
});

test('each page found is read once, though ranking and the hits both read the first pages', async () => {
  let reads = 0;
  const pagefind = pagefindAnswering([
    ['/glossary', 'Glossary', 'Attribution window'],
    ['/conversions', 'Conversions'],
  ]);
  const counting: Pagefind = {
    ...pagefind,
    search: async (term) => {
      const { results } = await pagefind.search(term);
      return {
        results: results.map((result) => ({
          ...result,
          data: () => {
            reads += 1;
            return result.data();
          },
        })),
      };
    },
  };
  const found = await findPages(counting, 'attribution window');
  assert.equal(reads, 2, 'ranking read both pages');
  const [first] = found;
  assert.equal(first!.data(), first!.data(), 'the same answer again');
  await first!.data();
  assert.equal(reads, 2, 'and nothing was read twice');
});

/** A Pagefind that records what it was asked, and finds one page holding `text`. */
const pagefindRecording = (text: string) => {
  const asked: string[] = [];
  const pagefind: Pagefind = {
    options: async () => undefined,
    filters: async () => ({}),
    search: async (query) => {
      asked.push(query);
      return {
        results: [
          {
            id: '/page',
            score: 1,
            data: async (): Promise<PagefindDoc> => ({
              url: '/page',
              content: text,
              excerpt: '',
              anchors: [],
              sub_results: [],
              meta: { title: 'Page' },
            }),
          },
        ],
      };
    },
  };
  return { pagefind, asked };
};

test('a query typed with ’ finds the pages that write the apostrophe straight', async () => {
  const { pagefind, asked } = pagefindRecording("Demandez un jeton d'accès au serveur d'autorisation.");
  assert.deepEqual(await urls(pagefind, 'jeton d’accès'), ['/page']);
  assert.deepEqual(asked, ["jeton d'accès"]);
});

test('Pagefind reads a Japanese query in the words it indexed the pages in', async () => {
  const { pagefind, asked } = pagefindRecording('iOS SDK を初期化する');
  assert.deepEqual(await urls(pagefind, 'iOS 初期化'), ['/page']);
  assert.deepEqual(asked, ['ios 初期 化']);
});

test('a Japanese query: pages with its exact text in a heading, then in the text, then the rest', async () => {
  const page = (url: string, content: string, heading = ''): PagefindResult => ({
    id: url,
    score: 1,
    data: async (): Promise<PagefindDoc> => ({
      url,
      content,
      excerpt: '',
      anchors: heading ? [{ element: 'h2', id: 'a', text: heading, location: 0 }] : [],
      sub_results: [],
      meta: { title: 'Data Deletion API' },
    }),
  });
  const pages = [
    page('/split', 'データの保持と削除'),
    page('/passing', 'データ削除リクエストは平文を含みません'),
    page('/api', 'データ削除の対象範囲 データ削除 API', 'データ削除の対象範囲'),
  ];
  const order = async (query: string) => (await exactTextFirst(pages, query)).map((result) => result.id);
  assert.deepEqual(await order('データ削除'), ['/api', '/passing', '/split']);
  assert.deepEqual(await order('データ 削除'), ['/api', '/passing', '/split']);
  // Spaced scripts keep Pagefind's order.
  assert.deepEqual(await order('data deletion'), ['/split', '/passing', '/api']);
});
