import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { localSearch, search } from '@site/src/data/search';
import { queryTerms } from '@site/src/plugins/local-search/client/highlight';
import { docToHits, type DocSearchHit } from '@site/src/plugins/local-search/client/hits';
import {
  findPages,
  findPagesByAnyName,
  withPagefind,
  type Pagefind,
  type PagefindResult,
} from '@site/src/plugins/local-search/client/pagefind';
import { adoptSearchWorker, searchPageExcerpts } from '@site/src/plugins/local-search/client/early-search';
import { loadTermNames } from '@site/src/plugins/local-search/client/term-names';

// Whether the locale names terms other ways: see term-names.ts.
declare const __SEARCH_TERM_NAMES__: boolean;

export type Status = 'idle' | 'loading' | 'done' | 'error';

export interface LocalSearchState {
  status: Status;
  /** Matching pages in all. */
  total: number;
  /** Loaded pages, each as its hits: the page, then its best sections. */
  docs: DocSearchHit[][];
  /** Sections worth a try when nothing matched. */
  suggestions: string[];
}

const tags = { pre: search.highlightPreTag, post: search.highlightPostTag };
const idle: LocalSearchState = { status: 'idle', total: 0, docs: [], suggestions: [] };

/**
 * Runs `task` with the bundle's Pagefind set to the page's excerpts: before each
 * use, as the navbar's modal sets its own, and before ranking reads the first
 * pages, so that the hits take what it read (findPages).
 */
const withPageExcerpts = <T>(bundleUrl: string, task: (pagefind: Pagefind) => Promise<T>): Promise<T> =>
  withPagefind(bundleUrl, async (pagefind) => {
    await pagefind.options(searchPageExcerpts);
    return task(pagefind);
  });

/** Pagefind search for the /search page, `localSearch.pageBatch` pages at a time. */
export function useLocalSearch(bundleUrl: string, query: string, defaultLvl0: string) {
  // The state of the query it was set for: a new query shows the last results as loading
  // until its own arrive, with no render of its own to say so.
  const [state, setState] = useState<LocalSearchState & { query: string }>({ ...idle, query: '' });
  const results = useRef<PagefindResult[]>([]);
  const latest = useRef(0);

  const load = useCallback(
    async (run: number, from: number) => {
      const terms = queryTerms(query);
      const docs = await withPageExcerpts(bundleUrl, async () => {
        const batch = results.current.slice(from, from + localSearch.pageBatch);
        return Promise.all(
          batch.map(async (r) => docToHits(await r.data(), { terms, tags, maxHits: 4, defaultLvl0, origin: '' })),
        );
      });
      // A transition: drawing the results yields to the browser every few milliseconds, which matters on a phone.
      if (run === latest.current)
        startTransition(() => setState((s) => ({ ...s, status: 'done', docs: [...s.docs.slice(0, from), ...docs] })));
    },
    [bundleUrl, query, defaultLvl0],
  );

  useEffect(() => {
    const run = ++latest.current;
    const trimmed = query.trim();
    if (!trimmed) return;
    adoptSearchWorker(bundleUrl);
    withPageExcerpts(bundleUrl, async (pagefind) => {
      results.current =
        typeof __SEARCH_TERM_NAMES__ === 'undefined' || __SEARCH_TERM_NAMES__
          ? await findPagesByAnyName(pagefind, trimmed, await loadTermNames(bundleUrl))
          : await findPages(pagefind, trimmed);
      const sections = results.current.length ? {} : ((await pagefind.filters()).section ?? {});
      return Object.entries(sections)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([name]) => name);
    })
      .then((suggestions) => {
        if (run !== latest.current) return undefined;
        setState({ query, status: 'loading', total: results.current.length, docs: [], suggestions });
        return load(run, 0);
      })
      .catch(() => run === latest.current && setState({ ...idle, query, status: 'error' }));
  }, [bundleUrl, query, load]);

  const more = useCallback(() => {
    setState((s) => ({ ...s, status: 'loading' }));
    load(latest.current, state.docs.length).catch(() => setState({ ...idle, query, status: 'error' }));
  }, [load, query, state.docs.length]);

  const { query: stateQuery, ...shown } = state;
  if (!query.trim()) return { ...idle, more };
  return { ...shown, status: stateQuery === query ? shown.status : 'loading', more };
}
