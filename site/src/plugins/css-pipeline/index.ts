import type { Plugin } from '@docusaurus/types';

// Build time, not output: the bundler runs every stylesheet through
// postcss-loader, which by default searches the file's folder and each parent
// for a PostCSS config (cosmiconfig: a dozen file names per folder, for each of
// the site's ~60 stylesheets). The site has no such file, and that search took
// about 2.5 s of the main thread per locale. `config: false` skips it.
export default function cssPipelinePlugin(): Plugin {
  return {
    name: 'acme-css-pipeline',
    configurePostCss: (options) => ({ ...options, config: false }),
  };
}
