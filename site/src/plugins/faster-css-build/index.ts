import type { Plugin } from '@docusaurus/types';

// Build time, not output. The bundler runs each of the site's ~60 stylesheets
// through postcss-loader, in every locale's build:
// - by default postcss-loader searches the file's folder and each parent for a
//   PostCSS config (cosmiconfig: a dozen file names per folder). The site has
//   none, and the search took about 2.5 s of the main thread per locale.
//   `config: false` skips it.
// - Docusaurus adds postcss-preset-env, whose autoprefixer and browserslist
//   took about 0.7 s per locale. Lightning CSS, the minimizer of
//   `future.faster`, already lowers the CSS for the site's browsers. Without
//   the preset, the stylesheet lost only prefixes that browsers of 2019 and
//   before needed (`-webkit-text-decoration`, `-moz-column-gap`, a repeated
//   `-webkit-mask`): 0.86 KB before compression, and nothing else changed.
export default function fasterCssBuildPlugin(): Plugin {
  return {
    name: 'acme-faster-css-build',
    configurePostCss: (options) => ({
      ...options,
      config: false,
      plugins: (options.plugins as unknown[]).filter(
        (plugin) => !(Array.isArray(plugin) && String(plugin[0]).includes('postcss-preset-env')),
      ),
    }),
  };
}
