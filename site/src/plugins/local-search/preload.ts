import fs from 'node:fs';
import { htmlFileOf } from './html';
import { earlySearchGlobal, searchWorkerFile } from './data';
import { createRequest, searchPageExcerpts } from './client/early-search';
import { definitionReach } from './client/pagefind';
import type { WorkerRequest } from './client/worker';
import { localSearch } from '../../data/search';

// The search page answers a query in its address (/search?q=…) with Pagefind.
// Left to the page's scripts, the search starts once React has hydrated the
// page, and then waits on a chain of downloads (the search worker, Pagefind's
// script, its WebAssembly and the index's metadata, the index chunk of the
// query's words, the pages found); on a slow phone the results, the page's
// largest paint, came 3.5 s after the request. An inline script at the end of
// the page's head starts the search worker with the page when the address holds
// a query (and only then: an empty search page downloads nothing of the index),
// and leaves it for the page to pick up (client/early-search.ts).

/** Pages whose details the search page reads first: those ranking looks at, and the first batch it shows. */
const firstPages = Math.max(definitionReach, localSearch.pageBatch);

/**
 * The page with a script at the end of its head that, when the address has a
 * query `q`, starts the search worker of the bundle at `bundleUrl` on it.
 */
export function withEarlySearch(html: string, bundleUrl: string): string {
  if (!html.includes('</head>')) throw new Error('The search page has no </head> to add its early search to');
  // The worker searches with the page's excerpts and reads the pages the page
  // will read first; the page's own requests then find them done (worker.ts).
  const requests: WorkerRequest[] = [createRequest(bundleUrl), { method: 'options', args: [searchPageExcerpts] }];
  const script =
    `(function(){var q=new URLSearchParams(location.search).get("q");q=q&&q.trim();if(!q)return;` +
    `var b=${JSON.stringify(bundleUrl)},w=new Worker(b+${JSON.stringify(searchWorkerFile)},{type:"module"});` +
    `${JSON.stringify(requests)}.forEach(function(r){w.postMessage(r)});` +
    `w.postMessage({method:"search",args:[q,${firstPages}]});` +
    `var e=window[${JSON.stringify(earlySearchGlobal)}]={bundleUrl:b,query:q,worker:w};` +
    // A worker whose script could not load says so once, likely before the page's scripts listen.
    `w.addEventListener("error",function(){e.failed=true})})()`;
  return html.replace('</head>', `<script data-early-search>${script}</script></head>`);
}

/** Adds the early search, with the locale's Pagefind bundle, to its search page (after the index is written). */
export function addEarlySearch(options: {
  outDir: string;
  baseUrl: string;
  searchPagePath: string;
  bundleUrl: string;
}): void {
  const { outDir, baseUrl, searchPagePath, bundleUrl } = options;
  const page = htmlFileOf(outDir, baseUrl, `${baseUrl}${searchPagePath}`);
  if (!page) throw new Error(`${outDir}: the search page (${baseUrl}${searchPagePath}) was not built`);
  fs.writeFileSync(page, withEarlySearch(fs.readFileSync(page, 'utf8'), bundleUrl));
}
