import fs from 'node:fs';
import path from 'node:path';
import { htmlFileOf } from './html';

// The search page answers a query in its address (/search?q=…) with Pagefind.
// Its script is preloaded by the page (src/components/SearchPage), but Pagefind
// asks for its WebAssembly and the index's metadata only once React has started
// and the script has run; on a slow phone the results, the page's largest paint,
// came 3.6 s after the request. An inline script in the page's head starts those
// two downloads with the page when the address holds a query (and only then: an
// empty search page downloads nothing of the index).

interface PagefindEntry {
  languages: Record<string, { hash: string; wasm: string | null }>;
}

/** The files Pagefind fetches once its script runs, before it can search: read from the bundle it wrote. */
export function bundlePreloads(bundleDir: string, bundleUrl: string, htmlLang: string): string[] {
  const entry = JSON.parse(fs.readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8')) as PagefindEntry;
  // Pagefind picks the index of the page's language, else the first it has.
  const language = entry.languages[htmlLang] ?? Object.values(entry.languages)[0];
  if (!language) throw new Error(`${bundleDir}: the Pagefind bundle names no language`);
  // Without a stemmer of its own (Japanese), a language takes Pagefind's "unknown" WebAssembly.
  return [`${bundleUrl}wasm.${language.wasm ?? 'unknown'}.pagefind`, `${bundleUrl}pagefind.${language.hash}.pf_meta`];
}

/** The page with a script at the end of its head that preloads `files` when the address has a query `q`. */
export function withPreloads(html: string, files: readonly string[]): string {
  if (!html.includes('</head>')) throw new Error('The search page has no </head> to add its preloads to');
  // crossorigin makes a preload match Pagefind's fetch() (CORS mode, same-origin credentials).
  const script =
    `(function(){var q=new URLSearchParams(location.search).get("q");if(!q||!q.trim())return;` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");` +
    `l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=f;document.head.appendChild(l)})})()`;
  return html.replace('</head>', `<script data-search-preloads>${script}</script></head>`);
}

/** Adds the preloads of the locale's Pagefind bundle to its search page (after the index is written). */
export function addSearchPagePreloads(options: { outDir: string; baseUrl: string; searchPagePath: string; bundleDir: string; htmlLang: string }): void {
  const { outDir, baseUrl, searchPagePath, bundleDir, htmlLang } = options;
  const page = htmlFileOf(outDir, baseUrl, `${baseUrl}${searchPagePath}`);
  if (!page) throw new Error(`${outDir}: the search page (${baseUrl}${searchPagePath}) was not built`);
  const files = bundlePreloads(bundleDir, `${baseUrl}${path.basename(bundleDir)}/`, htmlLang);
  fs.writeFileSync(page, withPreloads(fs.readFileSync(page, 'utf8'), files));
}
