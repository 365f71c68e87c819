import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import sirv from 'sirv';
import { markdownType } from '@acme-docs/site/markdown-twins';
import { htmlRedirectTarget, localeOfPath } from '../lib/normalize.ts';

/**
 * Pagefind's index and WebAssembly files, which it writes gzipped and inflates
 * in JavaScript on the page's main thread unless they arrive inflated (it checks
 * for its signature). Sent as `Content-Encoding: gzip` to a browser that accepts
 * it, the same bytes are inflated by the browser's network stack instead: 90 ms
 * less main-thread work at a phone's speed on the first query.
 */
const gzippedByPagefind = new Set(['.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter', '.pagefind']);
const acceptsGzip = (req: http.IncomingMessage | undefined) =>
  /\bgzip\b/.test(String(req?.headers['accept-encoding'] ?? ''));

// Types sirv (mrmime) names otherwise or not at all: YAML as the OpenAPI files'
// registered type, the pages' Markdown twins and llms.txt with their charset
// (Japanese text), Pagefind's files as bytes.
const contentTypes: Record<string, string> = {
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': markdownType,
  '.txt': 'text/plain; charset=utf-8',
  ...Object.fromEntries([...gzippedByPagefind].map((extension) => [extension, 'application/octet-stream'])),
};

/** The Vary a hook set before this route (markdown.ts: Accept), which sirv's own `Vary: Accept-Encoding` replaces. */
const earlierVary = new WeakMap<http.ServerResponse, string>();

export interface StaticFilesOptions {
  /** The Docusaurus build folder. */
  root: string;
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * Serves a Docusaurus build as the requirements want (REQ-ROUTES-2, REQ-ROUTES-6),
 * with sirv: the Brotli or gzip file written at build time (scripts/lib/precompress.ts)
 * when the browser accepts it, hashed bundles cached for good and everything else
 * revalidated, `.html` paths redirected to their clean path, and unknown paths
 * given their locale's not-found page with 404. sirv lists the build's files when
 * created: register this after the build. Every GET and HEAD that no other route
 * of the server takes comes here; other methods get 405.
 */
export const staticFiles: FastifyPluginAsync<StaticFilesOptions> = async (app, { root, locales, defaultLocale }) => {
  const resolvedRoot = path.resolve(root);
  const serveFile = sirv(resolvedRoot, {
    brotli: true,
    gzip: true,
    etag: true,
    // Pages are found as folder/index.html, as `path.html`, or as the file itself.
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed bundles never change; HTML and the rest must be revalidated on each visit.
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      const extension = path.extname(pathname);
      const type = contentTypes[extension];
      if (type) res.setHeader('Content-Type', type);
      if (gzippedByPagefind.has(extension)) {
        res.setHeader('Vary', 'Accept-Encoding');
        if (acceptsGzip(res.req)) res.setHeader('Content-Encoding', 'gzip');
      }
      const vary = earlierVary.get(res);
      if (vary) res.setHeader('Vary', `${String(res.getHeader('vary') ?? 'Accept-Encoding')}, ${vary}`);
    },
  });

  const notFoundPage = (pathname: string) => {
    const locale = localeOfPath(pathname, locales, defaultLocale);
    return path.join(resolvedRoot, locale === defaultLocale ? '' : locale, '404.html');
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const url = new URL(request.url, 'http://localhost');
      const pathname = decodeURIComponent(url.pathname);
      const target = htmlRedirectTarget(url.pathname);
      if (target !== null)
        return reply
          .code(301)
          .header('location', target + url.search)
          .send(`Moved to ${target}\n`);
      const vary = reply.raw.getHeader('vary');
      if (vary) earlierVary.set(reply.raw, String(vary));
      // sirv writes to the raw response itself.
      reply.hijack();
      serveFile(request.raw, reply.raw, () => {
        fs.readFile(notFoundPage(pathname), (error, body) => {
          const [status, type, text] = error
            ? [404, 'text/plain; charset=utf-8', 'Not found. Build the site first: npm run build.\n']
            : [404, 'text/html; charset=utf-8', body];
          reply.raw.writeHead(status, {
            'content-type': type,
            'content-length': Buffer.byteLength(text),
            'cache-control': 'no-cache',
          });
          reply.raw.end(request.method === 'HEAD' ? undefined : text);
        });
      });
      return reply;
    },
  });

  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .type('text/plain; charset=utf-8')
      .send('Only GET and HEAD are supported.\n'),
  );
};
