import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Two kinds of text reach every reader's browser, though only the build reads them:
// - the build options of the site config (presets, plugins, Markdown, bundler
//   flags): Docusaurus bundles the whole config for `useDocusaurusContext`
//   (0.75 KB gzipped on every page);
// - the notes to translators of the theme's and our own UI strings, the
//   `description` of each `translate()` and `<Translate>`: only
//   `docusaurus write-translations` reads them (1 KB gzipped in main.js).
// The bundler drops the site config's on the server too, so both renders read
// the same config; the notes are never rendered, so the server bundle, which
// no reader downloads, keeps them and the build saves half the parsing.
export default function buildOnlyFieldsPlugin({ generatedFilesDir }: LoadContext): Plugin {
  return {
    name: 'acme-build-only-fields',
    configureWebpack: (config, isServer) => ({
      module: {
        rules: [
          {
            test: path.join(generatedFilesDir, 'docusaurus.config.mjs'),
            use: [{ loader: path.join(here, 'site-config.cjs') }],
          },
          // In production only: in development the notes cost nothing and source maps stay exact.
          ...(config.mode === 'production' && !isServer
            ? [
                {
                  test: /\.(?:[cm]?js|jsx|tsx?)$/,
                  enforce: 'pre' as const,
                  use: [{ loader: path.join(here, 'translator-notes.cjs') }],
                },
              ]
            : []),
        ],
      },
    }),
  };
}
