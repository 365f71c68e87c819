import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// See index.ts. Prefetches are queued and run one per idle callback (or timer,
// where the browser has no requestIdleCallback), so none adds to a long task.

type Prefetch = (routePath: string) => false | Promise<unknown>;
interface DocusaurusGlobal {
  prefetch: Prefetch;
}

const whenIdle: (run: () => void) => void =
  typeof window !== 'undefined' && 'requestIdleCallback' in window
    ? (run) => window.requestIdleCallback(run, { timeout: 2000 })
    : (run) => setTimeout(run, 50);

/** The same helpers, with prefetches deferred (Docusaurus's own object is read-only). */
const deferringPrefetches = (docusaurus: DocusaurusGlobal): DocusaurusGlobal => ({
  ...docusaurus,
  prefetch: (routePath) => {
    whenIdle(() => void docusaurus.prefetch(routePath));
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
