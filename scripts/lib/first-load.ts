import zlib from 'node:zlib';
import type { Page } from '@playwright/test';

// What a page costs a reader on a slow phone, in gzipped bytes: shared by the
// budget test (e2e/tests/byte-budgets.spec.ts) and `npm run bench:site`.

export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** Bytes as a gzip-serving server sends them (already compressed files, like Pagefind's, stay as they are). */
export const gzippedBytes = (body: Buffer): number => Math.min(body.length, zlib.gzipSync(body, { level: 9 }).length);

/** Counts the bytes of the responses `page` receives from now on, until `stop()`. */
function countResponses(page: Page, kindOf: (url: URL, resourceType: string) => string | null) {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const listener = (response: import('@playwright/test').Response) => {
    const kind = kindOf(new URL(response.url()), response.request().resourceType());
    if (!kind) return;
    pending.push(
      response.body().then(
        (body) => void sizes.set(kind, (sizes.get(kind) ?? 0) + gzippedBytes(body)),
        () => undefined,
      ),
    );
  };
  page.on('response', listener);
  return async () => {
    page.off('response', listener);
    await Promise.all(pending);
    return sizes;
  };
}

/** Loads a page and waits until it has hydrated and fetched all it asks for (on a busy machine, networkidle alone comes too early). */
async function settle(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
}

/**
 * Gzipped bytes of the JS and CSS a fresh browser runs to show a page: scripts
 * and stylesheets only, not the chunks Docusaurus prefetches for visible links.
 */
export async function firstLoadBytes(page: Page, url: string): Promise<{ js: number; css: number }> {
  const stop = countResponses(page, (_, type) => (type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null));
  await settle(page, url);
  const sizes = await stop();
  return { js: sizes.get('js') ?? 0, css: sizes.get('css') ?? 0 };
}

export const firstQueryParts = [
  'search UI code (modal, client)',
  'Pagefind code (worker, script, wasm)',
  'index (metadata, chunks, fragments)',
] as const;
export type FirstQueryPart = (typeof firstQueryParts)[number];

/**
 * Types `text` into the focused field key by key, `delayMs` apart as the page's
 * clock counts, then lets time run. The clock is held while typing: on a busy
 * machine real keystrokes can land further apart than the typing pause, and a
 * search at each of those pauses is the machine's, not a steady typist's.
 */
async function typeSteadily(page: Page, text: string, delayMs: number): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  for (const key of text) {
    await page.keyboard.type(key);
    await page.clock.runFor(delayMs);
  }
  await page.clock.resume();
}

/**
 * Bytes downloaded from opening the navbar modal on a loaded page to the first
 * query's results, by part. Route chunks Docusaurus prefetches for the result
 * links are not counted: they are the next page's, not the query's.
 */
export async function firstQueryBytes(
  page: Page,
  url: string,
  query: string,
  /** Types the query key by key, this many ms apart, instead of pasting it. */
  keyDelayMs?: number,
): Promise<Record<FirstQueryPart, number> & { total: number }> {
  await settle(page, url);
  const stop = countResponses(page, (u, type) =>
    u.pathname.includes('/pagefind/')
      ? /\/pagefind\/(search-worker\.js|pagefind\.js|wasm\.)/.test(u.pathname)
        ? firstQueryParts[1]
        : firstQueryParts[2]
      : type === 'script' || type === 'stylesheet'
        ? firstQueryParts[0]
        : null,
  );
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  const input = page.locator('input.DocSearch-Input');
  if (keyDelayMs === undefined) await input.fill(query);
  else await typeSteadily(page, query, keyDelayMs);
  await page.locator('.DocSearch-Dropdown .DocSearch-Hit').first().waitFor();
  await page.waitForLoadState('networkidle');
  const sizes = await stop();
  const parts = Object.fromEntries(firstQueryParts.map((part) => [part, sizes.get(part) ?? 0])) as Record<
    FirstQueryPart,
    number
  >;
  return { ...parts, total: Object.values(parts).reduce((a, b) => a + b, 0) };
}

/**
 * Bytes the search page downloads from Pagefind's bundle (worker, script, wasm,
 * index parts and pages) from its request until its first results show.
 */
export async function searchPageQueryBytes(page: Page, url: string): Promise<number> {
  const stop = countResponses(page, (u) => (u.pathname.includes('/pagefind/') ? 'search' : null));
  await page.goto(url);
  await page.getByRole('main').locator('ul a').first().waitFor();
  await page.waitForLoadState('networkidle');
  return (await stop()).get('search') ?? 0;
}

export interface Measured {
  name: string;
  bytes: number;
  budgetKB: number;
}

/** The measures over their budget, each as a sentence naming the page, the figure and the budget. */
export function overBudget(measures: readonly Measured[]): string[] {
  return measures
    .filter((m) => m.bytes > m.budgetKB * 1024)
    .map(
      (m) =>
        `${m.name}: ${kb(m.bytes)} gzipped, over its budget of ${m.budgetKB} KB by ${kb(m.bytes - m.budgetKB * 1024)}`,
    );
}
