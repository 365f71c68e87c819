import type { SearchSource } from '@site/src/data/insights';
import { recordedQuery } from '@site/src/data/insights-mask';
import { sendInsight } from './send';

export interface SearchSession {
  /** A query whose answer the reader paused on (a search, not a keystroke), and how many pages it found. */
  settled(query: string, results: number): void;
  /** The reader opened the result at `rank` (from 1). */
  opened(rank: number): void;
  /** The reader left the search (closed it, went elsewhere) without opening a result. */
  ended(): void;
}

const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The searches of one search box: each query once settled (masked and cut,
 * see recordedQuery) with its number of results, then the rank of the result
 * opened or, when the reader moves on, that none was. The callers decide when
 * a query has settled (localSearch.insightsPauseMs after its answer).
 */
export function searchSession(source: SearchSource): SearchSession {
  let current: { searchId: string; query: string; concluded: boolean } | undefined;

  const conclude = (rank: number | null) => {
    // A search that found nothing has no result to open: its outcome says nothing more.
    if (current && !current.concluded)
      sendInsight({ type: 'search_outcome', searchId: current.searchId, source, rank });
    if (current) current.concluded = true;
  };

  return {
    settled(query, results) {
      const masked = recordedQuery(query);
      if (!masked || masked === current?.query) return;
      conclude(null);
      const searchId = newId();
      sendInsight({ type: 'search', searchId, source, query: masked, results });
      current = { searchId, query: masked, concluded: results === 0 };
    },
    opened: (rank) => conclude(rank),
    ended: () => conclude(null),
  };
}
