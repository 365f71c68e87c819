// Shared by the plugin (Node) and the theme (browser).
export const localSearchPluginName = 'acme-local-search';

/** The plugin's global data; its presence tells the theme that search is local. */
export interface LocalSearchData {
  /** The locale's Pagefind bundle, relative to the locale's base URL, ending in a slash. */
  bundlePath: string;
}

/**
 * How the search worker (client/worker.ts) creates a locale's Pagefind
 * instance. The index holds full paths (/ja/glossary), so results need no base
 * URL of their own; Pagefind runs in our worker, so it must not start its own.
 */
export const pagefindInstanceOptions = (bundleUrl: string) =>
  ({ basePath: bundleUrl, baseUrl: '/', noWorker: true }) as const;

/** The search worker's script, written next to Pagefind's in each locale's bundle (worker-script.ts). */
export const searchWorkerFile = 'search-worker.js';

/** The global where the search page's head leaves the search it started (see preload.ts and client/early-search.ts). */
export const earlySearchGlobal = 'acmeEarlySearch';
