import { useEffect, useRef, type RefObject } from 'react';
import { localSearch } from '@site/src/data/search';
import { insightsEnabled } from '@site/src/plugins/insights/client/config';
import { searchSession, type SearchSession } from '@site/src/plugins/insights/client/search-session';

/**
 * Search insights of the /search page (issue #31): each query the reader
 * pauses on, with its number of pages found, then the rank of the result
 * opened (its place in the list, from 1), or none when the reader leaves.
 */
export function useSearchInsights(
  list: RefObject<HTMLUListElement | null>,
  query: string,
  answered: boolean,
  total: number,
): void {
  const session = useRef<SearchSession | null>(null);
  const answer = useRef<[string, number] | null>(null);

  useEffect(() => {
    const results = list.current;
    if (!insightsEnabled || !results) return undefined;
    const current = (session.current = searchSession('page'));
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      const rank = link ? Array.from(results.children).findIndex((item) => item.contains(link)) + 1 : 0;
      if (!rank || !answer.current) return;
      current.settled(...answer.current);
      current.opened(rank);
    };
    const leave = () => current.ended();
    results.addEventListener('click', onClick);
    addEventListener('pagehide', leave);
    return () => {
      results.removeEventListener('click', onClick);
      removeEventListener('pagehide', leave);
      leave();
    };
  }, [list]);

  useEffect(() => {
    if (!insightsEnabled || !answered || !query.trim()) return undefined;
    answer.current = [query, total];
    const timer = setTimeout(() => session.current?.settled(query, total), localSearch.insightsPauseMs);
    return () => clearTimeout(timer);
  }, [query, answered, total]);
}
