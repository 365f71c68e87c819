import { search } from '@site/src/data/search';
import { lastAnswer, type LocalSearchResponse } from './modal-hook';
import { searchSession } from './search-session';

// Search insights of the navbar's modal (DocSearch), loaded by modal-hook.ts
// once the reader pauses on a query: from then on it watches the modal for the
// result a reader opens (a click, or Enter on the selected hit) and for the
// modal closing without one.

const session = searchSession('modal');
const isOpen = () => document.body.classList.contains('DocSearch--active');
const settleLast = () => {
  const result = lastAnswer?.[0].results[0];
  if (result) session.settled(result.query, result.nbHits);
};

/**
 * Where the hit at `here` (the page the reader is on) stood in the modal, from 1:
 * DocSearch shows the hits grouped by section, in the order each section first
 * comes, at most `search.maxHitsPerGroup` a section. 0 when it was none of them.
 */
function rankOf(hits: LocalSearchResponse['results'][number]['hits'], here: Location): number {
  const groups = new Map<string, typeof hits>();
  for (const hit of hits) groups.set(hit.hierarchy.lvl0, [...(groups.get(hit.hierarchy.lvl0) ?? []), hit]);
  const shown = [...groups.values()].flatMap((group) => group.slice(0, search.maxHitsPerGroup));
  return (
    shown.findIndex((hit) => {
      const url = new URL(hit.url, here.origin);
      return url.pathname === here.pathname && url.hash === here.hash;
    }) + 1
  );
}

/** The answer the reader paused on: a search. When the modal has closed meanwhile, whether a hit was opened. */
export function settle(): void {
  settleLast();
  if (isOpen() || !lastAnswer) return;
  const [response, href] = lastAnswer;
  const rank = href === location.href ? 0 : rankOf(response.results[0]?.hits ?? [], location);
  if (rank) session.opened(rank);
  else session.ended();
}

/** A click on a hit, or Enter on the selected one: its rank among the hits shown. */
function onOpen(event: Event) {
  const target =
    event.type === 'click'
      ? (event.target as Element)
      : (event as KeyboardEvent).key === 'Enter'
        ? document.querySelector('.DocSearch-Hit[aria-selected="true"]')
        : null;
  const hit = target?.closest?.('.DocSearch-Hit');
  // The start screen lists recent searches as hits too: only the results of a query count.
  if (!hit || !document.querySelector<HTMLInputElement>('.DocSearch-Input')?.value) return;
  settleLast();
  session.opened(Array.from(document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit')).indexOf(hit) + 1);
}
addEventListener('click', onOpen, true);
addEventListener('keydown', onOpen, true);

// DocSearch marks the body while its modal is open: closed without a result opened, the search ends.
let wasOpen = isOpen();
new MutationObserver(() => {
  if (wasOpen && !isOpen()) session.ended();
  wasOpen = isOpen();
}).observe(document.body, { attributes: true, attributeFilter: ['class'] });
addEventListener('pagehide', () => session.ended());
