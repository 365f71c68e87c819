// Shared by the plugin (Node) and the theme (browser).
export const localSearchPluginName = 'acme-local-search';

/** The plugin's global data; its presence tells the theme that search is local. */
export interface LocalSearchData {
  /** The locale's Pagefind bundle, relative to the locale's base URL, ending in a slash. */
  bundlePath: string;
}

/**
 * How the theme creates a locale's Pagefind instance, and how the search page's
 * head does when it starts a search before the page's scripts run (preload.ts).
 * The index holds full paths (/ja/glossary), so results need no base URL of their
 * own; on the main thread, as the index is small and a worker would be one more
 * script to download.
 */
export const pagefindInstanceOptions = (bundleUrl: string) => ({ basePath: bundleUrl, baseUrl: '/', noWorker: true }) as const;

/** The global where the search page's head leaves the search it started (see preload.ts and client/early-search.ts). */
export const earlySearchGlobal = 'acmeEarlySearch';
