import fs from 'node:fs';
import path from 'node:path';
import { htmlFileOf } from './html';
import { earlySearchGlobal, pagefindInstanceOptions } from './data';
import { searchPageExcerpts } from './client/early-search';
import { definitionReach } from './client/pagefind';
import { localSearch } from '../../data/search';

// The search page answers a query in its address (/search?q=…) with Pagefind.
// Left to the page's scripts, the search starts once React has hydrated the
// page, and then waits on a chain of downloads (Pagefind's script, its
// WebAssembly and the index's metadata, the index chunk of the query's words,
// the pages found); on a slow phone the results, the page's largest paint, came
// 3.5 s after the request. An inline script at the end of the page's head
// starts all of it with the page when the address holds a query (and only then:
// an empty search page downloads nothing of the index), and leaves the search
// for the page to pick up (client/early-search.ts).

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

/** Pages whose details the search page reads first: those ranking looks at, and the first batch it shows. */
const firstPages = Math.max(definitionReach, localSearch.pageBatch);

/**
 * The page with a script at the end of its head that, when the address has a
 * query `q`, preloads `files` and starts the search in the bundle at `bundleUrl`.
 */
export function withEarlySearch(html: string, files: readonly string[], bundleUrl: string): string {
  if (!html.includes('</head>')) throw new Error('The search page has no </head> to add its early search to');
  // crossorigin makes a preload match Pagefind's fetch() (CORS mode, same-origin credentials).
  // The downloads start at once; the search's own work waits until the page is
  // parsed (readyState "interactive", before the page's deferred scripts run):
  // run between two parts of the page, it let the browser paint a half-parsed
  // navbar, whose items then moved (a layout shift). Failures are left to the
  // page, which reports them and tries again. Pagefind works a page's excerpts
  // out afresh on every data() call (a tenth of a second for ten pages on a
  // phone), so each page read ahead keeps its answer for the page to take.
  const script =
    `(function(){var q=new URLSearchParams(location.search).get("q");q=q&&q.trim();if(!q)return;` +
    `${JSON.stringify(files)}.forEach(function(f){var l=document.createElement("link");` +
    `l.rel="preload";l.as="fetch";l.crossOrigin="anonymous";l.href=f;document.head.appendChild(l)});` +
    `function start(){var b=${JSON.stringify(bundleUrl)},p=import(b+"pagefind.js").then(function(m){` +
    `var i=m.createInstance(${JSON.stringify({ ...pagefindInstanceOptions(bundleUrl), ...searchPageExcerpts })});return i.init().then(function(){return i})}),` +
    `r=p.then(function(i){return i.search(q)}).then(function(s){` +
    `s.results.slice(0,${firstPages}).forEach(function(x){var d=x.data();d.catch(function(){});x.data=function(){return d}});return s});` +
    `p.catch(function(){});r.catch(function(){});` +
    `window[${JSON.stringify(earlySearchGlobal)}]={bundleUrl:b,query:q,pagefind:p,results:r}}` +
    `if(document.readyState==="loading")document.addEventListener("readystatechange",start,{once:true});else start()})()`;
  return html.replace('</head>', `<script data-early-search>${script}</script></head>`);
}

/** Adds the early search, with the locale's Pagefind bundle, to its search page (after the index is written). */
export function addEarlySearch(options: { outDir: string; baseUrl: string; searchPagePath: string; bundleDir: string; htmlLang: string }): void {
  const { outDir, baseUrl, searchPagePath, bundleDir, htmlLang } = options;
  const page = htmlFileOf(outDir, baseUrl, `${baseUrl}${searchPagePath}`);
  if (!page) throw new Error(`${outDir}: the search page (${baseUrl}${searchPagePath}) was not built`);
  const bundleUrl = `${baseUrl}${path.basename(bundleDir)}/`;
  fs.writeFileSync(page, withEarlySearch(fs.readFileSync(page, 'utf8'), bundlePreloads(bundleDir, bundleUrl, htmlLang), bundleUrl));
}
