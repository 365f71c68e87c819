import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import sirv from 'sirv';
import { pagePathOf, twinPathOf } from '@acme-docs/site/markdown-twins';
import { findPages, type PagefindModule, type Pagefind } from '@acme-docs/site/search-client';
import { pagefindInstanceOptions } from '@acme-docs/site/search-data';
import { localSearch } from '@acme-docs/site/data/search';

// The docs as the MCP tools read them, all from a production build: the
// Markdown twins, the sections of each locale's llms.txt, and the Pagefind
// index each locale's build writes, searched and ranked by the site's own
// search code. Nothing is indexed or converted a second time.

export interface PageLink {
  title: string;
  /** The page's HTML address. */
  url: string;
  /** Its Markdown twin. */
  markdownUrl: string;
  description: string;
}

export interface SearchHit extends PageLink {
  section: string;
  /** Pagefind's excerpt, matched words in **bold**. */
  snippet: string;
}

export class DocsError extends Error {}

const gfmTree = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** Every `.md` file under `dir`, as a URL path. */
function twinsUnder(dir: string, base = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return twinsUnder(full, base);
    return entry.name.endsWith('.md') ? [`/${path.relative(base, full).split(path.sep).join('/')}`] : [];
  });
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** Pagefind's HTML excerpt as Markdown text: <mark> as bold, entities decoded. */
const snippetOf = (excerpt: string) =>
  excerpt
    .replace(/<\/?mark>/g, '**')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity]!);

export function createDocs({ buildDir, siteUrl }: { buildDir: string; siteUrl: string }) {
  const root = path.resolve(buildDir);
  if (!fs.existsSync(path.join(root, 'llms.txt')))
    throw new DocsError(`${root} holds no built site with Markdown twins: run npm run build (or npm start) first.`);
  // The locales are those the build holds: the root's, then each folder with an llms.txt of its own.
  const defaultLocale =
    /<html[^>]*\blang="?([\w-]+)/.exec(fs.readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1] ?? 'en';
  const locales = [
    defaultLocale,
    ...fs
      .readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, entry.name, 'llms.txt')))
      .map((entry) => entry.name),
  ];
  const prefixOf = (locale: string) => (locale === defaultLocale ? '/' : `/${locale}/`);
  const twins = new Set(twinsUnder(root));

  /** The locale of a site path, from its first segment. */
  const localeOfPath = (pagePath: string) =>
    locales.find((l) => l !== defaultLocale && (pagePath === `/${l}` || pagePath.startsWith(`/${l}/`))) ??
    defaultLocale;

  /** A site path in `locale`: `/glossary` and `/fr/glossary` are `/ja/glossary` in Japanese. */
  function inLocale(pagePath: string, locale: string): string {
    const current = localeOfPath(pagePath);
    const bare = current === defaultLocale ? pagePath : pagePath.slice(current.length + 1) || '/';
    return locale === defaultLocale ? bare : `/${locale}${bare === '/' ? '/' : bare}`;
  }

  /** The twin path of a page given as a URL, a path, or a twin's URL or path. */
  function twinOf(urlOrPath: string, locale?: string): string | undefined {
    let pagePath: string;
    try {
      pagePath = decodeURIComponent(new URL(urlOrPath, 'http://docs.local/').pathname);
    } catch {
      return undefined;
    }
    pagePath = pagePathOf(pagePath) ?? pagePath;
    if (locale) pagePath = inLocale(pagePath, locale);
    const candidates = pagePath.endsWith('/')
      ? [twinPathOf(pagePath), twinPathOf(pagePath.slice(0, -1))]
      : [twinPathOf(pagePath), twinPathOf(`${pagePath}/`)];
    return candidates.find((candidate) => twins.has(candidate));
  }

  const sectionsByLocale = new Map<string, { title: string; pages: PageLink[] }[]>();
  /** The sections of a locale's llms.txt (one per sidebar group), each with its pages. */
  function sections(locale: string) {
    let found = sectionsByLocale.get(locale);
    if (found) return found;
    const tree = gfmTree(fs.readFileSync(path.join(root, prefixOf(locale), 'llms.txt'), 'utf8'));
    found = [];
    let current: { title: string; pages: PageLink[] } | undefined;
    for (const node of tree.children) {
      if (node.type === 'heading' && node.depth === 2) found.push((current = { title: toString(node), pages: [] }));
      if (node.type !== 'list' || !current) continue;
      for (const item of node.children) {
        const paragraph = item.children[0];
        if (paragraph?.type !== 'paragraph') continue;
        const [link, ...rest] = paragraph.children;
        if (link?.type !== 'link') continue;
        const notes = rest
          .map((node) => toString(node))
          .join('')
          .replace(/^:\s*/, '');
        // Pages only: the sandbox section's links to OpenAPI files are for get_openapi.
        const page = pagePathOf(new URL(link.url).pathname);
        if (!page) continue;
        current.pages.push({
          title: toString(link),
          url: siteUrl + page,
          markdownUrl: link.url,
          description: notes,
        });
      }
    }
    found = found.filter((section) => section.pages.length);
    sectionsByLocale.set(locale, found);
    return found;
  }

  // Pagefind's own script runs here as in the browser: it fetches its index and
  // WebAssembly by URL, so a loopback server on a free port serves the build's
  // files to it, started at the first search.
  let bundleServer: Promise<string> | undefined;
  const instances = new Map<string, Promise<Pagefind>>();
  function serveBundles(): Promise<string> {
    bundleServer ??= new Promise((resolve, reject) => {
      const server = http.createServer(sirv(root, { dev: false }));
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
    return bundleServer;
  }
  function pagefind(locale: string): Promise<Pagefind> {
    let instance = instances.get(locale);
    if (!instance) {
      instance = (async () => {
        const dir = path.join(root, prefixOf(locale), localSearch.bundleDir);
        const script = path.join(dir, 'pagefind.js');
        if (!fs.existsSync(script)) throw new DocsError(`The ${locale} build has no search index at ${dir}.`);
        const module = (await import(pathToFileURL(script).href)) as PagefindModule;
        const created = module.createInstance(
          pagefindInstanceOptions(`${await serveBundles()}${prefixOf(locale)}${localSearch.bundleDir}/`),
        );
        await created.init();
        return created;
      })();
      instance.catch(() => instances.delete(locale));
      instances.set(locale, instance);
    }
    return instance;
  }

  const titleOf = (markdown: string) => /^# (.+)$/m.exec(markdown)?.[1] ?? '';

  return {
    locales,
    defaultLocale,

    /** A page's twin, or undefined when the build has none at that address. */
    page(urlOrPath: string, locale?: string): { markdownUrl: string; url: string; markdown: string } | undefined {
      const twin = twinOf(urlOrPath, locale);
      if (!twin) return undefined;
      return {
        markdownUrl: siteUrl + twin,
        url: siteUrl + pagePathOf(twin)!,
        markdown: fs.readFileSync(path.join(root, twin), 'utf8'),
      };
    },

    sections,

    /** The pages matching a query, best first, as the site's search finds and ranks them. */
    async search(query: string, locale: string, limit: number): Promise<SearchHit[]> {
      const results = (await findPages(await pagefind(locale), query)).slice(0, limit);
      return Promise.all(
        results.map(async (result) => {
          const data = await result.data();
          const twin = twinOf(data.url);
          const markdown = twin ? fs.readFileSync(path.join(root, twin), 'utf8') : '';
          return {
            title: data.meta.title ?? titleOf(markdown),
            url: siteUrl + data.url,
            markdownUrl: twin ? siteUrl + twin : '',
            description: /^> (.+)$/m.exec(markdown)?.[1] ?? '',
            section: data.meta.lvl0 ?? '',
            snippet: snippetOf(data.excerpt),
          };
        }),
      );
    },
  };
}

export type Docs = ReturnType<typeof createDocs>;
