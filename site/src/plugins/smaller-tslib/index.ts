import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// `@docusaurus/utils-common`, in main.js on every page, is CommonJS compiled by
// TypeScript: it requires all of tslib (11 KB, 4 KB gzipped, which the bundler
// cannot tree-shake through `require`) to call one helper, `__importDefault`.
// In the browser bundle, that one package's `tslib` resolves to a module with
// just the helper. The rule is scoped by issuer, so a package that starts using
// other tslib helpers keeps the real tslib.
export default function smallerTslibPlugin(): Plugin {
  return {
    name: 'acme-smaller-tslib',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            module: {
              rules: [
                {
                  test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]index\.js$/,
                  resolve: { alias: { tslib$: path.join(here, 'import-default.cjs') } },
                },
              ],
            },
          },
  };
}
