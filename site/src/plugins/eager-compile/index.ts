import type { Plugin } from '@docusaurus/types';

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
const compileHint = '//# allFunctionsCalledOnLoad';

// Chrome compiles a script's functions lazily, on the main thread, the first
// time each runs, and nearly every function of main.js and the runtime runs
// while a page starts. With this comment at the top of those two files, V8
// compiles them with the rest of the script, on the background thread that
// streams it. In Chromium throttled to a phone's speed, the Query API guide's
// long tasks after the first paint fell from a median of 320–341 ms to
// 254–323 ms (7 loads each, twice), the glossary's from 337 to 294 ms. Other
// browsers ignore the comment. Route chunks go without: much of their code
// runs only when a reader opens something.
// Added after minification (which drops comments), before the final content
// hashes are computed, and to the JavaScript of the entry's chunks only.
export default function eagerCompilePlugin(): Plugin {
  return {
    name: 'acme-eager-compile',
    configureWebpack: (_config, isServer, { currentBundler }) => {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: compileHint,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
