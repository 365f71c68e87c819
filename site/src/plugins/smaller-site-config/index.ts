import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Docusaurus bundles the whole site config for `useDocusaurusContext`, with
// its build options (presets, plugins, Markdown, bundler flags) that only the
// build reads: 0.75 KB gzipped on every page. A loader over the generated
// config module drops them, on the server too, so both renders read the same
// config (site-config.cjs).
export default function smallerSiteConfigPlugin({ generatedFilesDir }: LoadContext): Plugin {
  return {
    name: 'acme-smaller-site-config',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: path.join(generatedFilesDir, 'docusaurus.config.mjs'),
            use: [{ loader: path.join(here, 'site-config.cjs') }],
          },
        ],
      },
    }),
  };
}
