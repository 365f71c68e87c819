import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// See index.ts. Prefetches are queued and run one per idle callback (or timer,
// where the browser has no requestIdleCallback), so none adds to a long task,
// and none while part of the page says it is still loading (aria-busy, as the
// search page's results do): they would share the reader's bandwidth with it.

type Prefetch = (routePath: string) => false | Promise<unknown>;
interface DocusaurusGlobal {
  prefetch: Prefetch;
}

const whenIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, { timeout: 2000 })
    : (run) => setTimeout(run, 50);

/**
 * How long after the page has stopped loading prefetches wait: what it has just
 * drawn is shown first (in Chromium, a frame can be shown a few hundred
 * milliseconds after it was drawn).
 */
const settleMs = 500;

const pageIsLoading = () => document.querySelector('[aria-busy="true"]') !== null;

/** When prefetches may run: settleMs after the page last stopped loading, however briefly it loaded. */
let quietFrom = 0;

function prefetchWhenIdle(prefetch: () => void): void {
  whenIdle(() => {
    const wait = pageIsLoading() ? settleMs : quietFrom - performance.now();
    if (wait > 0) setTimeout(() => prefetchWhenIdle(prefetch), wait);
    else prefetch();
  });
}

/** The same helpers, with prefetches deferred (Docusaurus's own object is read-only). */
const deferringPrefetches = (docusaurus: DocusaurusGlobal): DocusaurusGlobal => ({
  ...docusaurus,
  prefetch: (routePath) => {
    prefetchWhenIdle(() => void docusaurus.prefetch(routePath));
    return false;
  },
});

if (ExecutionEnvironment.canUseDOM) {
  // Watched from the start: a search answered quickly is busy between two idle moments.
  new MutationObserver(() => {
    if (!pageIsLoading()) quietFrom = performance.now() + settleMs;
  }).observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  // The client entry sets window.docusaurus after the client modules have run,
  // in the same script: a microtask runs once that script is done.
  queueMicrotask(() => {
    const global = window as unknown as { docusaurus?: DocusaurusGlobal };
    if (global.docusaurus) global.docusaurus = deferringPrefetches(global.docusaurus);
  });
}
