import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { htmlRedirectTarget, localeOfPath } from './normalize.ts';

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
// registered type, Pagefind's files as bytes.
const contentTypes: Record<string, string> = {
  '.yaml': 'application/yaml; charset=utf-8',
  ...Object.fromEntries([...gzippedByPagefind].map((extension) => [extension, 'application/octet-stream'])),
};

export interface StaticServerOptions {
  root: string;
  locales: readonly string[];
  defaultLocale: string;
}

/**
 * Serves a Docusaurus build as the requirements want (REQ-ROUTES-2, REQ-ROUTES-6), with sirv: the Brotli or
 * gzip file written at build time (scripts/lib/precompress.ts) when the browser
 * accepts it, hashed bundles cached for good and everything else revalidated,
 * `.html` paths redirected to their clean path, and unknown paths given their
 * locale's not-found page with 404. sirv lists the build's files when created:
 * create the server after the build.
 */
export function createStaticServer({ root, locales, defaultLocale }: StaticServerOptions): http.Server {
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
    },
  });
  const send = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    status: number,
    body: string | Buffer,
    headers: http.OutgoingHttpHeaders = {},
  ) => {
    res.writeHead(status, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      ...headers,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(req, res, 405, 'Only GET and HEAD are supported.\n', { allow: 'GET, HEAD' });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(req, res, 400, 'The address is not valid: it contains a malformed percent-encoding.\n');
    }
    const target = htmlRedirectTarget(url.pathname);
    if (target !== null) return send(req, res, 301, `Moved to ${target}\n`, { location: target + url.search });
    serveFile(req, res, () => {
      const locale = localeOfPath(pathname, locales, defaultLocale);
      const notFound = path.join(resolvedRoot, locale === defaultLocale ? '' : locale, '404.html');
      fs.readFile(notFound, (error, body) => {
        if (error) return send(req, res, 404, 'Not found. Build the site first: npm run build.\n');
        send(req, res, 404, body, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      });
    });
  });
}
