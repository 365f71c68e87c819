import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Docusaurus prefetches the chunks of every internal link as it scrolls into
// view. Each prefetch matches the link against all routes and adds a <link> per
// chunk, and right after hydration a page has dozens of links in view: together
// a long task (50 ms here, 200 ms at a phone's speed) while the page is loading.
// The client module moves each prefetch into an idle moment of its own.
export default function prefetchWhenIdlePlugin(): Plugin {
  return {
    name: 'acme-prefetch-when-idle',
    getClientModules: () => [path.join(here, 'client.ts')],
  };
}
