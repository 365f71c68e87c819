import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every `translate()` and `<Translate>` of the theme and ours carries a note to
// translators (`description`) that only `docusaurus write-translations` reads:
// 1 KB gzipped in main.js. A loader drops them from the browser's bundle in
// production (translator-notes.cjs); the server bundle, which no reader
// downloads, keeps them, and development keeps exact source maps.
export default function smallerUiStringsPlugin(): Plugin {
  return {
    name: 'acme-smaller-ui-strings',
    configureWebpack: (config, isServer) =>
      config.mode === 'production' && !isServer
        ? {
            module: {
              rules: [
                {
                  test: /\.(?:[cm]?js|jsx|tsx?)$/,
                  enforce: 'pre' as const,
                  use: [{ loader: path.join(here, 'translator-notes.cjs') }],
                },
              ],
            },
          }
        : {},
  };
}
