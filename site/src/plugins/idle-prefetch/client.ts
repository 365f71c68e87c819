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
 * How long a page must have stopped loading before prefetches run: what it has
 * just drawn is shown first (in Chromium, a frame can be shown a few hundred
 * milliseconds after it was drawn).
 */
const settleMs = 500;
const pollMs = 100;

const pageIsLoading = () => document.querySelector('[aria-busy="true"]') !== null;

/** Settles once the page has not been loading for settleMs: one poll for all the prefetches waiting. */
let settling: Promise<void> | undefined;
function pageSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    let lastLoading = performance.now();
    const poll = () => {
      if (pageIsLoading()) lastLoading = performance.now();
      if (performance.now() - lastLoading < settleMs) return void setTimeout(poll, pollMs);
      settling = undefined;
      resolve();
    };
    poll();
  });
  return settling;
}

function prefetchWhenIdle(prefetch: () => void): void {
  whenIdle(() => {
    if (pageIsLoading() || settling) void pageSettled().then(() => prefetchWhenIdle(prefetch));
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
  // The client entry sets window.docusaurus after the client modules have run,
  // in the same script: a microtask runs once that script is done.
  queueMicrotask(() => {
    const global = window as unknown as { docusaurus?: DocusaurusGlobal };
    if (global.docusaurus) global.docusaurus = deferringPrefetches(global.docusaurus);
  });
}
