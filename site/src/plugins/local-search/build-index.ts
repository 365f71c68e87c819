import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  hasSearchBody,
  htmlFileOf,
  indexDescription,
  recordDefinitions,
  separateTableCells,
  weightDefinitions,
} from './html.ts';

type PagefindApi = typeof import('pagefind');

export interface IndexStats {
  pages: number;
  /** Bytes of the bundle as written (script, wasm, metadata, index chunks, fragments, filters). */
  bytes: number;
  milliseconds: number;
}

// Docusaurus loads plugins with jiti, which resolves imports like require(),
// and Pagefind's package exports its (ESM) Node API for import only: load its
// entry file by its URL instead.
async function loadPagefindApi(): Promise<PagefindApi> {
  const searchPaths = createRequire(__filename).resolve.paths('pagefind') ?? [];
  const dir = searchPaths.map((p) => path.join(p, 'pagefind')).find((d) => fs.existsSync(path.join(d, 'package.json')));
  if (!dir) throw new Error('The pagefind package is missing: run npm install.');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: string } };
  };
  return (await import(pathToFileURL(path.join(dir, manifest.exports['.'].import)).href)) as PagefindApi;
}

// Pagefind writes its UI scripts too; the site uses only its search API.
const unusedFile = /^pagefind-(ui|component-ui|modular-ui|highlight|worker)\.(js|css)$/;

function sizeOf(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size);
  }, 0);
}

/**
 * Indexes one locale's built pages with Pagefind. The pages' `lang` attribute
 * picks the language: Japanese is segmented into words (the npm binary is
 * Pagefind's extended build), French and English are stemmed.
 */
export async function buildSearchIndex(options: {
  /** The locale's build folder, holding its pages. */
  outDir: string;
  baseUrl: string;
  routes: readonly string[];
  /** Where to write the bundle. */
  bundleDir: string;
}): Promise<IndexStats> {
  const started = performance.now();
  const files = options.routes.map((route) => [route, htmlFileOf(options.outDir, options.baseUrl, route)] as const);
  const pagefind = await loadPagefindApi();
  // Code blocks stay out: flattened into prose they made unreadable snippets
  // (identifiers that matter are also named in the text around them); so does
  // the "Did this code work?" question under each (src/components/Feedback).
  const { index, errors } = await pagefind.createIndex({
    excludeSelectors: ['.hash-link', 'pre', '.theme-code-block > fieldset'],
  });
  if (!index) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const [route, file] of files) {
      if (!file) continue;
      const html = fs.readFileSync(file, 'utf8');
      if (!hasSearchBody(html)) continue;
      const added = await index.addHTMLFile({
        url: route,
        content: indexDescription(recordDefinitions(weightDefinitions(separateTableCells(html)))),
      });
      if (added.errors.length) throw new Error(`Pagefind could not index ${route}: ${added.errors.join('; ')}`);
      pages++;
    }
    if (pages === 0)
      throw new Error(`No page of ${options.outDir} is marked for the search index (data-pagefind-body).`);
    const { bundleDir } = options;
    fs.rmSync(bundleDir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: bundleDir });
    if (written.errors.length) throw new Error(`Pagefind could not write ${bundleDir}: ${written.errors.join('; ')}`);
    for (const name of fs.readdirSync(bundleDir)) if (unusedFile.test(name)) fs.rmSync(path.join(bundleDir, name));
    return { pages, bytes: sizeOf(bundleDir), milliseconds: performance.now() - started };
  } finally {
    await pagefind.close();
  }
}
