import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The theme-common module the loader edits; the package exports only its entry points, so found beside its main one. */
export const reactUtilsModule = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')),
  'utils/reactUtils.js',
);
export const loaderFile = path.join(here, 'sort-keys-by-code-unit.cjs');

// The theme's useShallowMemoObject sorts an object's keys with localeCompare,
// and the first localeCompare a page makes loads ICU's collation data: 23 ms on
// this machine, about 90 ms at a phone's speed, in the middle of hydration of
// every doc page (the sidebar's mobile menu and each code block call it). Key
// order needs no collation: a loader changes that one line of the theme's module
// and fails the build when the line is not there. Theme modules cannot be swizzled.
export default function startWithoutCollatorPlugin(): Plugin {
  return {
    name: 'acme-start-without-collator',
    configureWebpack: () => ({ module: { rules: [{ test: reactUtilsModule, use: [{ loader: loaderFile }] }] } }),
  };
}
