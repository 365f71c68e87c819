import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// The classic theme registers Prism's extra languages in a client module, which
// puts Prism in the main bundle of every page, code or not. This swaps that
// module for an empty one; src/theme/CodeBlock registers the languages instead,
// in the chunk that loads with code blocks.
export default function lazyPrismPlugin(): Plugin {
  const themeModule = createRequire(__filename).resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  return {
    name: 'acme-lazy-prism',
    configureWebpack: () => ({ resolve: { alias: { [themeModule]: path.join(here, 'no-languages.ts') } } }),
  };
}
