import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { htmlRedirectTarget, localeOfPath } from './normalize.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
};

export interface StaticServerOptions {
  root: string;
  locales: readonly string[];
  defaultLocale: string;
}

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then((s) => s.isFile(), () => false);
}

/** The built file for a URL path: the file itself, its folder's index.html, or `path.html`. */
async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const base = path.join(root, pathname);
  // Never serve anything outside the build folder.
  if (base !== root && !base.startsWith(root + path.sep)) return null;
  for (const candidate of [base, path.join(base, 'index.html'), `${base.replace(/\/$/, '')}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * Serves a Docusaurus build the way the spec wants: `.html` paths redirect to
 * their clean path, and unknown paths get their locale's not-found page with 404.
 */
export function createStaticServer({ root, locales, defaultLocale }: StaticServerOptions): http.Server {
  const resolvedRoot = path.resolve(root);
  return http.createServer(async (req, res) => {
    const send = (status: number, body: string, headers: http.OutgoingHttpHeaders = {}) => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return send(405, 'Only GET and HEAD are supported.\n', { allow: 'GET, HEAD' });
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(400, 'The address is not valid: it contains a malformed percent-encoding.\n');
    }
    const target = htmlRedirectTarget(url.pathname);
    if (target !== null) {
      return send(301, `Moved to ${target}\n`, { location: target + url.search });
    }
    let file = await resolveFile(resolvedRoot, pathname);
    let status = 200;
    if (!file) {
      status = 404;
      const locale = localeOfPath(pathname, locales, defaultLocale);
      file = path.join(resolvedRoot, locale === defaultLocale ? '' : locale, '404.html');
    }
    try {
      const body = await fs.readFile(file);
      const type = contentTypes[path.extname(file)] ?? 'application/octet-stream';
      // Hashed bundles never change; HTML must be revalidated on each visit.
      const cache = pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      res.writeHead(status, { 'content-type': type, 'content-length': body.length, 'cache-control': cache });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      send(404, 'Not found. Build the site first: npm run build.\n');
    }
  });
}
