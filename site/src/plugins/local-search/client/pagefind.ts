import { SearchUnavailableError } from './errors';
import { fold, queryTerms } from './highlight';
import type { PagefindDoc } from './hits';
import { definesKey } from '../index-markup';
import { pagefindInstanceOptions } from '../data';
import { pagesForHits, search } from '../../../data/search';
import { queryVariants, type TermNames } from './term-names';

// Loads a locale's Pagefind bundle (its script, then the index chunks a query
// needs) the first time search is used. Nothing of it is in the site's bundle.
// The navbar's modal runs it on the main thread, as loaded here; the search page
// runs it in a worker (early-search.ts), whose script would take the modal's
// first query over its byte budget.

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindDoc>;
}

export interface ExcerptOptions {
  excerptLength?: number;
  excerptEllipsis?: string;
}

export interface Pagefind {
  options: (options: ExcerptOptions) => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] }>;
  filters: () => Promise<Record<string, Record<string, number>>>;
  /** Stops it after a failure: the next query starts afresh. */
  close?: () => void;
}

/** Pagefind's script, as the modal imports it here and the search worker imports it (worker.ts). */
export interface PagefindModule {
  createInstance: (options: ReturnType<typeof pagefindInstanceOptions>) => Pagefind & { init: () => Promise<void> };
}

const instances = new Map<string, Promise<Pagefind>>();
/** Failed loads per bundle: the browser keeps a failed module import for its URL, so a retry needs a new one. */
const failures = new Map<string, number>();

/** The Pagefind instance of the bundle at `bundleUrl` (ending in a slash), loaded once. */
export function loadPagefind(bundleUrl: string): Promise<Pagefind> {
  let instance = instances.get(bundleUrl);
  if (!instance) {
    instance = (async () => {
      // A runtime URL, not a module of the build: the bundler must leave it alone.
      const retry = failures.get(bundleUrl);
      const module = (await import(
        /* webpackIgnore: true */ `${bundleUrl}pagefind.js${retry ? `?retry=${retry}` : ''}`
      )) as PagefindModule;
      const pagefind = module.createInstance(pagefindInstanceOptions(bundleUrl));
      await pagefind.init();
      return pagefind;
    })();
    instances.set(bundleUrl, instance);
  }
  return instance;
}

/** Whether the bundle at `bundleUrl` has an instance, loaded or loading. */
export const hasPagefind = (bundleUrl: string): boolean => instances.has(bundleUrl);

/** Uses `instance` for the bundle at `bundleUrl`, unless one is loaded already (see early-search.ts). */
export function adoptPagefind(bundleUrl: string, instance: Promise<Pagefind>): void {
  if (!hasPagefind(bundleUrl)) instances.set(bundleUrl, instance);
}

/** Runs `task` with the bundle's instance; a failure drops the instance so the next query retries. */
export async function withPagefind<T>(bundleUrl: string, task: (pagefind: Pagefind) => Promise<T>): Promise<T> {
  const instance = loadPagefind(bundleUrl);
  try {
    return await task(await instance);
  } catch (error) {
    instances.delete(bundleUrl);
    failures.set(bundleUrl, (failures.get(bundleUrl) ?? 0) + 1);
    (await instance.catch(() => undefined))?.close?.();
    throw new SearchUnavailableError(error);
  }
}

/** How much of a query word a page must hold for the word to count as found: half of it, at least 3 characters. */
const foundPrefix = (word: string): string => word.slice(0, Math.max(3, Math.ceil(word.length / 2)));

/** Scripts written without spaces between words. */
const unspaced = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
/**
 * Word-like runs as Unicode word segmentation (UAX #29) finds them in spaced
 * scripts: letters, digits and _, where letters join across : · . ' ’ and
 * digits across , ; . ' ’ ("l'API", "config.json", "1,000").
 */
const spacedWords = /(?:[\p{L}\p{M}\p{N}_]|(?<=\p{L}\p{M}*)[:·.’'](?=\p{L})|(?<=\p{N})[,;.’'](?=\p{N}))+/gu;
let segmenter: Intl.Segmenter | undefined;

/**
 * A query's words as Pagefind splits them: Japanese has no spaces ("広告ポリシー"
 * is two words), so it takes the browser's word segmenter. Creating one loads
 * ICU's word data, about 100 ms of a phone's main thread on the search page's
 * first load, so other queries are split by a pattern (site/test checks that the
 * two agree on them).
 */
export function wordsOf(query: string): string[] {
  const text = queryTerms(query).join(' ');
  if (!unspaced.test(text)) return text.match(spacedWords) ?? [];
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/**
 * The result with its details read once: Pagefind works a page's excerpts out
 * afresh on every data() call, and ranking reads the first pages before the
 * hits are made from them. The excerpt options must not change in between.
 */
function readOnce(result: PagefindResult): PagefindResult {
  let doc: Promise<PagefindDoc> | undefined;
  return { ...result, data: () => (doc ??= result.data()) };
}

/**
 * The pages matching a query. Pagefind answers a word it does not know with the
 * pages holding that word's longest indexed prefix ("zxqvkpw" finds pages with
 * "zx…"). It does so for every page alike, so the best page tells: when it does
 * not hold the start of each query word, nothing matched. Words that do match
 * keep Pagefind's prefix matching and stemming ("sandb", "configurations").
 */
export async function findPages(pagefind: Pagefind, query: string): Promise<PagefindResult[]> {
  const asked = oneApostrophe(query);
  const results = (await pagefind.search(pagefindQuery(asked))).results.map(readOnce);
  if (!results.length) return results;
  const first = results.slice(0, definitionReach);
  const docs = await Promise.all(first.map((result) => result.data()));
  const best = docs[0]!;
  const text = oneApostrophe(fold(`${best.meta.title ?? ''} ${best.content ?? ''}`));
  if (!wordsOf(asked).every((word) => text.includes(foundPrefix(word)))) return [];
  return definersFirst(results, docs, asked);
}

/**
 * Phones type ’ where pages write ' ("jeton d’accès"): Pagefind indexes
 * "d'accès" and finds nothing for "d’accès".
 */
const oneApostrophe = (text: string): string => text.replace(/[‘’]/gu, "'");

/**
 * The query as Pagefind should read it. Pagefind indexes a Japanese page in the
 * segmenter's words (初期 and 化 for 初期化) but reads a query's unspaced run as
 * one word, which matches nothing: "iOS 初期化" found no page, "iOS 初期 化"
 * finds the iOS initialisation guide first. Spaced queries go as typed.
 */
function pagefindQuery(query: string): string {
  return unspaced.test(query) ? wordsOf(query).join(' ') : query;
}

/**
 * How many of Pagefind's first pages may move up for defining the query's term: the pages the
 * modal's first list of hits fetches anyway, so ranking downloads no page of its own (one more
 * page, 3.4 KB on average, took the first query over its budget).
 */
export const definitionReach = pagesForHits(search.hitsPerPage);

/**
 * A query naming a concept ("attribution window") finds the page that defines
 * it (the glossary, a reference's field list) ahead of guides that only use it:
 * Pagefind's length normalisation favours short guides over the long glossary.
 * Among Pagefind's first pages, those titled with the query stay first (the
 * page about the integration monitor, then its definition), then those whose
 * recorded definitions (src/plugins/local-search/html.ts) include the query,
 * then the rest, each group in Pagefind's order.
 */
function definersFirst(results: PagefindResult[], docs: PagefindDoc[], query: string): PagefindResult[] {
  const phrase = (text: string) => fold(text).replace(/\s+/g, ' ').trim();
  const wanted = phrase(query);
  const titled = (doc: PagefindDoc) => phrase(doc.meta.title ?? '').includes(wanted);
  const defines = (doc: PagefindDoc) => (doc.meta[definesKey] ?? '').split('|').some((term) => phrase(term) === wanted);
  return byGroup(results, (i) => (i >= docs.length ? 2 : titled(docs[i]!) ? 0 : defines(docs[i]!) ? 1 : 2));
}

/** The results ordered by the group `groupOf` gives each (by its index), lowest first; each group keeps Pagefind's order. */
const byGroup = (results: PagefindResult[], groupOf: (i: number) => number): PagefindResult[] =>
  results
    .map((result, i) => ({ result, group: groupOf(i) }))
    .sort((a, b) => a.group - b.group)
    .map(({ result }) => result);

/** How many of the first pages a Japanese query reads to find those holding its exact text. */
const exactTextReach = search.hitsPerPage;

/**
 * Pagefind splits a query written without spaces into words ("アクセストークン"
 * into アクセス and トークン) and finds pages holding both words anywhere, while
 * a page that holds the compound indexed it as one word it does not match:
 * among the first pages, those holding the query's exact text go first. Of
 * those, pages with the text in their title or a heading lead: a heading names
 * what a page is about, where a mention in passing does not ("データ削除" is in
 * a heading of the Data Deletion API page, and in one sentence of the Trust
 * Center).
 */
export async function exactTextFirst(results: PagefindResult[], query: string): Promise<PagefindResult[]> {
  const text = fold(query).replace(/\s+/g, '');
  if (!unspaced.test(text)) return results;
  const docs = await Promise.all(results.slice(0, exactTextReach).map((result) => result.data()));
  const holds = (part: string | undefined) => fold(part ?? '').includes(text);
  return byGroup(results, (i) => {
    const doc = docs[i];
    if (!doc) return 2;
    if (holds(doc.meta.title) || doc.anchors.some((anchor) => /^h[1-6]$/.test(anchor.element) && holds(anchor.text)))
      return 0;
    return holds(doc.content) ? 1 : 2;
  });
}

/**
 * The pages matching a query as the reader wrote it, then those matching it
 * with a term named another way (term-names.ts: "bac à sable" finds the pages
 * that say "sandbox"), each page once.
 */
export async function findPagesByAnyName(
  pagefind: Pagefind,
  query: string,
  terms: readonly TermNames[],
): Promise<PagefindResult[]> {
  const found = await Promise.all(queryVariants(query, terms).map((variant) => findPages(pagefind, variant)));
  const seen = new Set<string>();
  const merged = found.flat().filter((result) => !seen.has(result.id) && seen.add(result.id));
  return exactTextFirst(merged, query);
}
