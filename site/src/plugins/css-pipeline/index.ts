import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Build time, not output.
// - postcss-loader by default searches each stylesheet's folder and every parent
//   for a PostCSS config (cosmiconfig: a dozen file names per folder, for each of
//   the site's ~60 stylesheets). The site has no such file, and that search took
//   about 2.5 s of the main thread per locale. `config: false` skips it.
// - Every locale's build runs the same stylesheets through the same PostCSS
//   plugins (postcss-preset-env and the theme's), on the bundler's one
//   JavaScript thread: about 1.5 s a locale. Rspack's persistent cache is kept
//   per locale, so it cannot share them; cached-postcss-loader.cjs keeps the
//   results in memory for the locales that follow, keyed by options, file and
//   content, so the output is the same.
export default function cssPipelinePlugin(): Plugin {
  return {
    name: 'acme-css-pipeline',
    configurePostCss: (options) => ({ ...options, config: false }),
    configureWebpack(config) {
      const rules = (config.module?.rules ?? []) as Array<{ use?: unknown }>;
      for (const rule of rules) {
        if (!Array.isArray(rule?.use)) continue;
        for (const use of rule.use as Array<{ loader?: string }>) {
          if (typeof use === 'object' && /[\\/]postcss-loader[\\/]/.test(use.loader ?? '')) use.loader = path.join(here, 'cached-postcss-loader.cjs');
        }
      }
      return {};
    },
  };
}
