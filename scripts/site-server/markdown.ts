import fs from 'node:fs';
import path from 'node:path';
import accepts from 'accepts';
import type { FastifyPluginAsync } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { twinPathOf } from '@acme-docs/site/markdown-twins';

export interface MarkdownTwinsOptions {
  /** The Docusaurus build folder, with the twins its markdown-twins plugin wrote. */
  root: string;
}

/** Every `.md` file under `dir`, as a URL path. */
function twinsUnder(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return twinsUnder(full, base);
    return entry.name.endsWith('.md') ? [`/${path.relative(base, full).split(path.sep).join('/')}`] : [];
  });
}

/**
 * The Markdown twins of the pages (issue #27): a page requested with
 * `Accept: text/markdown` is answered with its twin, and the HTML page names
 * its twin in a `Link` header. Both vary with Accept. The files themselves,
 * compressed or not, are served by static-files.ts: this only picks which one.
 * Registered before static-files.ts, with fastify-plugin so that its hook
 * applies to the site's routes.
 */
const plugin: FastifyPluginAsync<MarkdownTwinsOptions> = async (app, { root }) => {
  // Listed once, like sirv lists the build's files: the server is created after the build.
  const twins = new Set(twinsUnder(path.resolve(root)));
  const twinOf = (pathname: string): string | undefined => {
    const alternatives = pathname.endsWith('/')
      ? [twinPathOf(pathname), pathname.length > 1 ? twinPathOf(pathname.slice(0, -1)) : undefined]
      : [twinPathOf(pathname), twinPathOf(`${pathname}/`)];
    return alternatives.find((candidate): candidate is string => candidate !== undefined && twins.has(candidate));
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = new URL(request.url, 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return; // static-files.ts answers a malformed address.
    }
    // A file (`/glossary.md`, `/assets/x.js`) is served as it is; only pages are negotiated.
    if (path.posix.extname(pathname)) return;
    const twin = twinOf(pathname);
    if (!twin) return;
    reply.raw.setHeader('Vary', 'Accept');
    // `*/*` and browsers' lists prefer HTML: only a client that asks for Markdown more gets it.
    if (accepts(request.raw).type(['text/html', 'text/markdown']) === 'text/markdown') {
      reply.raw.setHeader('Link', `<${encodeURI(pathname)}>; rel="canonical"; type="text/html"`);
      request.raw.url = encodeURI(twin) + url.search;
    } else {
      reply.raw.setHeader('Link', `<${encodeURI(twin)}>; rel="alternate"; type="text/markdown"`);
    }
  });
};

export const markdownTwins = fastifyPlugin(plugin, { name: 'acme-markdown-twins', fastify: '5.x' });
