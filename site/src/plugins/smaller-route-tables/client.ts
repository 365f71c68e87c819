import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// Why: chunk files are named `[id].[fullhash]` (see index.ts). Docusaurus
// prefetches a route's chunks by name through `__webpack_require__.gca`, which
// maps a name to its chunk's file and, for a name that has no chunk of its own
// (a module inside main.js, like the site config), falls back to the name
// itself. With per-file hashes that gave a URL with "undefined" in it, which
// Docusaurus skips; with one build hash it would be a plausible URL that 404s.
// Unmapped names now give no URL, and nothing is fetched for them.
declare const __webpack_require__: { gca?: (chunkName: string) => string | undefined };

if (ExecutionEnvironment.canUseDOM && typeof __webpack_require__.gca === 'function') {
  const chunkAsset = __webpack_require__.gca;
  __webpack_require__.gca = (chunkName) => {
    const url = chunkAsset(chunkName);
    return url?.includes(`/${chunkName}.`) ? undefined : url;
  };
}
