import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// The theme's MDXComponents map imports Admonition, so every doc page loaded it
// (2 KB gzipped) although few pages have one. Pages import it themselves now
// (index.ts), and in that one module `@theme/Admonition` resolves to a stand-in
// that fails the build if an admonition ever reaches it un-imported.
export default function mdxAutoImportPlugin(): Plugin {
  return {
    name: 'acme-mdx-auto-import',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: /[\\/]theme-classic[\\/]lib[\\/]theme[\\/]MDXComponents[\\/]index\.js$/,
            resolve: { alias: { '@theme/Admonition': path.join(here, 'admonition-not-imported.tsx') } },
          },
        ],
      },
    }),
  };
}
