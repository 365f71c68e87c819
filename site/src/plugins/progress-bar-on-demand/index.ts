import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The theme's client module that starts and ends the progress bar (REQ-SHELL-17). */
export const themeProgressBarModule = createRequire(import.meta.url).resolve(
  '@docusaurus/theme-classic/lib/nprogress.js',
);

// The theme's progress bar module imports nprogress into main.js, so every page
// downloads it, although the bar shows only when a navigation takes more than
// 200 ms, and most never do. The bundler resolves that module to ours, which
// keeps the same lifecycle and styles and loads nprogress during that delay.
export default function progressBarOnDemandPlugin(): Plugin {
  return {
    name: 'acme-progress-bar-on-demand',
    configureWebpack: () => ({ resolve: { alias: { [themeProgressBarModule]: path.join(here, 'client.ts') } } }),
  };
}
