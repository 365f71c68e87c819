import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cleanText, fold, highlight, queryTerms, retagExcerpt } from '../src/plugins/local-search/client/highlight.ts';
import { docToHits, type PagefindDoc } from '../src/plugins/local-search/client/hits.ts';
import { inQueryOrder, searchIndex, snippetWordsOf } from '../src/plugins/local-search/client/index.ts';
import type { Pagefind } from '../src/plugins/local-search/client/pagefind.ts';

const tags = { pre: '<mark>', post: '</mark>' };

test('query terms are folded: lower case, no diacritics, no repeats', () => {
  assert.deepEqual(queryTerms('  Créer  une campagne CRÉER '), ['creer', 'une', 'campagne']);
  assert.deepEqual(queryTerms('サンドボックス 用語集'), ['サンドボックス', '用語集']);
  assert.deepEqual(queryTerms('   '), []);
});

test('a whole text folds as its characters do one by one, in any script', () => {
  const text = 'Créer — LA Campagne « Été » ; サンドボックスのガイド, İ ＡＢＣ ǅ 𝐀';
  assert.equal(fold(text), 'creer — la campagne « ete » ; サンドボックスのガイド, i ａｂｃ ǆ 𝐀');
  // highlight folds character by character to map matches back: the same folding finds the same words.
  assert.equal(highlight(text, ['ete', 'ガイド', 'ａｂｃ'], tags).matchLevel, 'full');
  assert.equal(fold('Plain ASCII, Mixed Case.'), 'plain ascii, mixed case.');
});

test('highlight marks every occurrence whatever the case or accents, and escapes HTML', () => {
  assert.deepEqual(highlight('Créer une Campagne', ['creer', 'campagne'], tags), {
    value: '<mark>Créer</mark> une <mark>Campagne</mark>',
    matchLevel: 'full',
    matchedWords: ['creer', 'campagne'],
  });
  assert.equal(
    highlight('List<String> & list', ['list'], tags).value,
    '<mark>List</mark>&lt;String&gt; &amp; <mark>list</mark>',
  );
  assert.equal(highlight('Sandbox', ['sand', 'zzz'], tags).matchLevel, 'partial');
  assert.equal(highlight('Sandbox', ['zzz'], tags).matchLevel, 'none');
  assert.equal(
    highlight("Guide de l'utilisateur", ['guide'], tags, false).value,
    "<mark>Guide</mark> de l'utilisateur",
  );
  // Adjacent matches make one marked run.
  assert.equal(highlight('用語集', ['用語', '集'], tags).value, '<mark>用語集</mark>');
});

test('excerpts keep their marks in the requested tags and stay safe as HTML', () => {
  assert.equal(
    retagExcerpt('a <mark>token</mark> &lt;x&gt; & b', { pre: '<em>', post: '</em>' }),
    'a <em>token</em> &lt;x&gt; &amp; b',
  );
  assert.equal(cleanText(' Authentication\u200B '), 'Authentication');
  assert.equal(cleanText('Q&amp;A &lt;b&gt;'), 'Q&A <b>');
});

test('the snippet length comes from the request', () => {
  assert.equal(snippetWordsOf(['hierarchy.lvl1:10', 'content:5']), 5);
  assert.equal(snippetWordsOf(['content']), undefined);
  assert.equal(snippetWordsOf(undefined), undefined);
});

const location = (l: number, weight = 1) => ({ location: l, weight });
const doc: PagefindDoc = {
  url: '/developers/api-reference/reporting/query-api',
  content: 'Authentication. Ask for a token; the token expires after an hour.',
  excerpt: 'the <mark>token</mark> expires',
  meta: { title: 'Query API', lvl0: 'API reference' },
  anchors: [
    { element: 'h2', id: 'authentication', text: 'Authentication', location: 10 },
    { element: 'h3', id: 'token-lifetime', text: 'Token lifetime', location: 20 },
    { element: 'h2', id: 'errors', text: 'Errors', location: 30 },
    { element: 'h4', id: 'expired-token', text: 'Expired token', location: 35 },
    { element: 'div', id: 'not-a-heading', location: 36 },
  ],
  sub_results: [
    {
      title: 'Query API',
      url: '/developers/api-reference/reporting/query-api',
      excerpt: 'send a <mark>token</mark>',
      weighted_locations: [location(3)],
    },
    {
      title: 'Token lifetime',
      url: '/developers/api-reference/reporting/query-api#token-lifetime',
      anchor: { element: 'h3', id: 'token-lifetime', text: 'Token lifetime', location: 20 },
      excerpt: '<mark>Token</mark> lifetime',
      weighted_locations: [location(20, 5), location(22)],
    },
    {
      title: 'Expired token',
      url: '/developers/api-reference/reporting/query-api#expired-token',
      anchor: { element: 'h4', id: 'expired-token', text: 'Expired token', location: 35 },
      excerpt: 'an expired <mark>token</mark> answers 401',
      weighted_locations: [location(36)],
    },
    {
      title: 'Authentication',
      url: '/developers/api-reference/reporting/query-api#authentication',
      anchor: { element: 'h2', id: 'authentication', text: 'Authentication\u200B', location: 10 },
      excerpt: 'needs a bearer <mark>token</mark>',
      weighted_locations: [location(12, 0.5)],
    },
  ],
};
const options = {
  terms: ['token'],
  tags,
  maxHits: 3,
  defaultLvl0: 'Documentation',
  origin: 'https://docs.acme.example',
};

test('a page becomes its lvl1 hit followed by its best sections, in page order', () => {
  const hits = docToHits(doc, options);
  assert.deepEqual(
    hits.map((h) => [h.type, h.url, h.hierarchy.lvl2, h.hierarchy.lvl3]),
    [
      ['lvl1', 'https://docs.acme.example/developers/api-reference/reporting/query-api', null, null],
      [
        'lvl3',
        'https://docs.acme.example/developers/api-reference/reporting/query-api#token-lifetime',
        'Authentication',
        'Token lifetime',
      ],
      [
        'content',
        'https://docs.acme.example/developers/api-reference/reporting/query-api#expired-token',
        'Errors',
        null,
      ],
    ],
  );
  const [page, heading, content] = hits;
  assert.equal(page!.hierarchy.lvl0, 'API reference');
  assert.equal(page!.hierarchy.lvl1, 'Query API');
  assert.equal(page!.content, 'send a token');
  assert.equal(page!._snippetResult.content?.value, 'send a <mark>token</mark>');
  assert.equal(heading!.content, null);
  assert.equal(heading!._highlightResult.hierarchy.lvl3.value, '<mark>Token</mark> lifetime');
  assert.equal(heading!.anchor, 'token-lifetime');
  assert.equal(heading!.url_without_anchor, 'https://docs.acme.example/developers/api-reference/reporting/query-api');
  // A match in a section's text (not its heading) shows the text.
  assert.equal(content!._snippetResult.content?.value, 'an expired <mark>token</mark> answers 401');
  assert.equal(new Set(hits.map((h) => h.objectID)).size, hits.length);
});

test('pages outside a sidebar category get the default section; maxHits bounds the sections', () => {
  const hits = docToHits({ ...doc, meta: { title: 'Glossary' } }, { ...options, maxHits: 1 });
  assert.equal(hits.length, 1);
  assert.equal(hits[0]!.hierarchy.lvl0, 'Documentation');
  // Without a page-level match and without sections, the lvl1 hit shows Pagefind's best excerpt.
  const only = docToHits({ ...doc, sub_results: [] }, options);
  assert.equal(only[0]!.content, 'the token expires');
});

/** A Pagefind stand-in with `count` pages, each one section deep. */
function fakePagefind(count: number) {
  const calls: { excerptLength?: number; queries: string[]; loaded: number } = { queries: [], loaded: 0 };
  const pagefind: Pagefind = {
    filters: async () => ({}),
    options: async (o) => void (calls.excerptLength = o.excerptLength),
    search: async (term) => {
      calls.queries.push(term);
      return {
        results: Array.from({ length: count }, (_, i) => ({
          id: String(i),
          score: count - i,
          data: async () => {
            calls.loaded++;
            return { ...doc, url: `/page-${i}`, sub_results: doc.sub_results.slice(0, 2) };
          },
        })),
      };
    },
  };
  return { pagefind, calls };
}

test('searchIndex answers an Algolia request: hitsPerPage, snippet length, 64-character query, page count', async () => {
  const { pagefind, calls } = fakePagefind(30);
  const long = 'token '.repeat(20);
  const result = await searchIndex(
    pagefind,
    {
      indexName: 'acme-docs',
      query: long,
      hitsPerPage: 20,
      attributesToSnippet: ['content:5'],
      highlightPreTag: '<em>',
      highlightPostTag: '</em>',
    },
    { defaultLvl0: 'Documentation', origin: '' },
  );
  assert.equal(calls.queries[0], long.slice(0, 64).trim());
  assert.equal(calls.excerptLength, 5);
  assert.equal(result.hits.length, 20);
  assert.equal(result.nbHits, 30);
  assert.equal(result.index, 'acme-docs');
  // Only the pages needed for 20 hits are read (2 hits each here: 7 pages per batch, 2 batches),
  // each once: ranking (telling an unknown word, finding the pages defining the query) reads the
  // first batch's seven, and the hits take what it read.
  assert.equal(calls.loaded, 14);
  assert.match(result.hits[0]!._snippetResult.content!.value, /<em>token<\/em>/);
});

test('searchIndex: an empty query searches nothing', async () => {
  const { pagefind, calls } = fakePagefind(3);
  const result = await searchIndex(
    pagefind,
    { indexName: 'acme-docs', query: '   ' },
    { defaultLvl0: 'Documentation', origin: '' },
  );
  assert.deepEqual([result.hits, result.nbHits, calls.queries], [[], 0, []]);
  assert.equal(calls.excerptLength, 10);
});

test('titles and headings are shown whole, however long, with their matches marked', () => {
  const doc = {
    url: '/maui/sandbox',
    excerpt: '',
    meta: { title: 'Testing .NET MAUI apps in the sandbox before release', lvl0: 'Guides' },
    anchors: [],
    sub_results: [],
  };
  const [page] = docToHits(doc, { ...options, terms: ['sandbox'] });
  assert.equal(
    page!._snippetResult.hierarchy.lvl1.value,
    'Testing .NET MAUI apps in the <mark>sandbox</mark> before release',
  );
});

test('a word no page holds finds nothing, though Pagefind answers it with a prefix; words that match keep prefix matching', async () => {
  const { pagefind } = fakePagefind(3);
  const search = (query: string) =>
    searchIndex(pagefind, { indexName: 'acme-docs', query }, { defaultLvl0: 'Documentation', origin: '' });
  // The stand-in returns its pages for any query, as Pagefind does for "to…" when asked "tozxqvkpw".
  assert.equal((await search('tozxqvkpw')).nbHits, 0);
  assert.equal((await search('token zxqvkpw')).nbHits, 0);
  assert.equal((await search('tok')).nbHits, 3);
  assert.equal((await search('tokens')).nbHits, 3);
  assert.equal((await search('authentications')).nbHits, 3);
});

test('the modal gets its answers in the order of the keystrokes, even when an earlier one is slower', async () => {
  const ordered = inQueryOrder();
  const settled: string[] = [];
  const after = (ms: number, value: string) => new Promise<string>((resolve) => setTimeout(() => resolve(value), ms));
  const failing = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('offline')), 5));
  await Promise.allSettled([
    ordered(after(40, 'sandb')).then((v) => settled.push(v)),
    ordered(failing).catch(() => settled.push('failed')),
    ordered(after(1, 'sandbox')).then((v) => settled.push(v)),
  ]);
  assert.deepEqual(settled, ['sandb', 'failed', 'sandbox']);
});
