import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The theme-common module our stand-in replaces (3.10.2); the package exports only its entry points, so found beside its main one. */
export const originalReactUtils = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')),
  'utils/reactUtils.js',
);

// The theme's useShallowMemoObject sorts an object's keys with localeCompare,
// and the first localeCompare a page makes loads ICU's collation data: 23 ms on
// this machine, about 90 ms at a phone's speed, in the middle of hydration of
// every doc page (the sidebar's mobile menu and each code block call it). Key
// order needs no collation, so the bundler resolves the theme's module to our
// copy, which compares keys by code unit. Theme modules cannot be swizzled.
export default function collatorFreeMemoPlugin(): Plugin {
  return {
    name: 'acme-collator-free-memo',
    configureWebpack: () => ({ resolve: { alias: { [originalReactUtils]: path.join(here, 'react-utils.tsx') } } }),
  };
}
