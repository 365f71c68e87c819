import { SearchUnavailableError } from './errors';
import type { PagefindDoc } from './hits';

// Loads a locale's Pagefind bundle (its script, then the index chunks a query
// needs) the first time search is used. Nothing of it is in the site's bundle.

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindDoc>;
}

export interface Pagefind {
  options: (options: { excerptLength?: number; excerptEllipsis?: string }) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string) => Promise<{ results: PagefindResult[] }>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

interface PagefindModule {
  createInstance: (options: { basePath: string; baseUrl: string; noWorker: boolean }) => Pagefind;
}

const instances = new Map<string, Promise<Pagefind>>();

/** The Pagefind instance of the bundle at `bundleUrl` (ending in a slash), loaded once. */
export function loadPagefind(bundleUrl: string): Promise<Pagefind> {
  let instance = instances.get(bundleUrl);
  if (!instance) {
    instance = (async () => {
      // A runtime URL, not a module of the build: the bundler must leave it alone.
      const module = (await import(/* webpackIgnore: true */ `${bundleUrl}pagefind.js`)) as PagefindModule;
      // The index holds full paths (/ja/glossary), so results need no base URL of their own;
      // on the main thread, as the index is small and a worker would be one more script to download.
      const pagefind = module.createInstance({ basePath: bundleUrl, baseUrl: '/', noWorker: true });
      await pagefind.init();
      return pagefind;
    })();
    instances.set(bundleUrl, instance);
  }
  return instance;
}

/** Runs `use` with the bundle's instance; a failure drops the instance so the next query retries. */
export async function withPagefind<T>(bundleUrl: string, use: (pagefind: Pagefind) => Promise<T>): Promise<T> {
  try {
    return await use(await loadPagefind(bundleUrl));
  } catch (error) {
    instances.delete(bundleUrl);
    throw new SearchUnavailableError(error);
  }
}
