import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { codePalettes, type CodeRole } from '../../data/code-themes';
import { currentVersion, platforms, sdks } from '../../data/sdks';
import { highlightRuns } from './highlight';
import { encodeRuns, snippetKey } from './runs';

export { default as remarkCodeBlocks } from './remark-code-blocks';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The theme's code block, its icons and helpers in theme-common, and ours, with
 * the feedback question each block ends with (also at the end of doc pages,
 * which then load it from here rather than carry a copy each).
 */
const codeBlockModules =
  /[\\/](theme-classic[\\/]lib[\\/]theme|src[\\/]theme)[\\/]CodeBlock[\\/]|[\\/]src[\\/]components[\\/]Feedback[\\/](index\.tsx|styles\.module\.css)|theme-classic[\\/]lib[\\/]theme[\\/]Icon[\\/](Copy|Success|WordWrap)[\\/]|[\\/]code-highlighting[\\/](runs|meta)|theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/](useCodeWordWrap|useMutationObserver))/;

/** Each role's colour per mode as CSS variables, and the classes the highlighter gives tokens. */
export function highlightStylesheet(): string {
  const roles = Object.keys(codePalettes.light) as CodeRole[];
  const variables = (mode: 'light' | 'dark') =>
    roles.map((role) => `--hl-${role}:${codePalettes[mode][role]}`).join(';');
  return [
    `:root{${variables('light')}}`,
    `[data-theme='dark']{${variables('dark')}}`,
    ...roles
      .filter((role) => role !== 'background' && role !== 'text')
      .map((role) => `.hl-${role}{color:var(--hl-${role})}`),
    '.hl-italic{font-style:italic}.hl-bold{font-weight:bold}',
    // The theme sets a block's colours inline from the light theme until it has
    // rendered in the browser; these give the right mode from the first paint.
    '.theme-code-block{--prism-color:var(--hl-text)!important;--prism-background-color:var(--hl-background)!important}',
  ].join('');
}

// Code is highlighted at build time (remark-code-blocks.ts). The classic theme
// would still register Prism's extra languages in a client module of the main
// bundle: that module is swapped for an empty one. The token colours come from
// src/data/code-themes.ts as CSS variables, one set per mode.
export default function codeHighlightingPlugin(): Plugin {
  const themeModule = createRequire(import.meta.url).resolve(
    '@docusaurus/theme-classic/lib/prism-include-languages.js',
  );
  return {
    name: 'acme-code-highlighting',
    configureWebpack: (_config, isServer) => ({
      resolve: { alias: { [themeModule]: path.join(here, 'no-languages.ts') } },
      // Code blocks are on more than half the pages, which would put them in the
      // bundler's "common" chunk, loaded by every page: give them their own chunk.
      ...(isServer
        ? {}
        : {
            optimization: {
              splitChunks: {
                cacheGroups: {
                  codeBlock: {
                    test: codeBlockModules,
                    name: 'code-block',
                    chunks: 'async',
                    priority: 45,
                    enforce: true,
                  },
                },
              },
            },
          }),
    }),
    // Components render a few code blocks from data modules (the SDK install
    // snippets): those are highlighted here too, and looked up by their code.
    async contentLoaded({ actions }) {
      const runs: Record<string, string> = {};
      for (const platform of platforms) {
        for (const { language, code } of sdks[platform].install) {
          const snippet = code(currentVersion(platform));
          runs[snippetKey(language, snippet)] = encodeRuns(highlightRuns(snippet, language));
        }
      }
      await actions.createData('snippet-runs.json', JSON.stringify(runs));
    },
    injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: highlightStylesheet() }] }),
  };
}
