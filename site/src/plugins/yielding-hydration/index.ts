import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Right after hydration Docusaurus tells every `useIsBrowser()` reader that the
// page now runs in the browser, and React re-renders them all at once, without
// yielding: on a long page (links, code blocks, the navbar) one task of 70 ms
// here, 280 ms at a phone's speed. As a transition the same re-render yields to
// the browser every few milliseconds. Core modules cannot be swizzled, so the
// bundler resolves Docusaurus's browser context to our copy.
export default function yieldingHydrationPlugin(): Plugin {
  const original = createRequire(import.meta.url).resolve('@docusaurus/core/lib/client/browserContext.js');
  return {
    name: 'acme-yielding-hydration',
    configureWebpack: () => ({ resolve: { alias: { [original]: path.join(here, 'browser-context.tsx') } } }),
  };
}
