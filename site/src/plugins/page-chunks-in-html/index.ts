import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// Docusaurus names a page's scripts in its HTML from the client manifest: the
// chunks holding each module the server's render used (the route's components,
// its content). The manifest keys chunks by chunk name or id, while the render
// reports module paths ("@theme/SearchPage"), so nothing matched and every page
// named only the runtime and main.js: a page's own chunks started downloading
// once main.js had run, a round trip and a script's run late on a slow phone.
// This adds each lazily imported module's path to the manifest, so each page's
// HTML names its chunks as deferred scripts after main.js. The bundler's runtime
// adopts a <script> already in the page for a chunk instead of adding another.

interface ClientManifest {
  origins: Record<string, Array<string | number>>;
}

interface ChunkGroupLike {
  chunks: Array<{ id: string | number | null }>;
  origins: Array<{ request?: string | null }>;
}

const pluginName = 'acme-page-chunks-in-html';

/** The part of the bundler's compiler the plugin taps. */
interface CompilerLike {
  hooks: { afterEmit: { tap: (name: string, run: (compilation: { chunkGroups: ChunkGroupLike[] }) => void) => void } };
}

/** The manifest with, for each module imported lazily, the chunks of its import. */
export function withModulePaths(manifest: ClientManifest, chunkGroups: Iterable<ChunkGroupLike>): ClientManifest {
  const origins = { ...manifest.origins };
  for (const group of chunkGroups) {
    const ids = group.chunks.flatMap((chunk) => (chunk.id === null ? [] : [chunk.id]));
    for (const { request } of group.origins) if (request && !(request in origins)) origins[request] = ids;
  }
  return { ...manifest, origins };
}

export default function pageChunksInHtmlPlugin({ generatedFilesDir }: LoadContext): Plugin {
  // Where Docusaurus has the manifest written for its client build (and reads it back to render pages).
  const manifestPath = path.join(generatedFilesDir, 'client-manifest.json');
  const addModulePaths = {
    apply(compiler: CompilerLike) {
      // After emit, where the manifest is written.
      compiler.hooks.afterEmit.tap(pluginName, ({ chunkGroups }) => {
        const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
        fs.writeFileSync(manifestPath, JSON.stringify(withModulePaths(manifest, chunkGroups)));
      });
    },
  };
  return {
    name: pluginName,
    // Only the production client build writes a manifest (the dev server renders in the browser).
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : { plugins: [addModulePaths] },
  };
}
