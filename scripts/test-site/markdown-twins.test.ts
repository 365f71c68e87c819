import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as cheerio from 'cheerio';
import type { FastifyInstance } from 'fastify';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { apiIndexRoute, apiPages } from '@acme-docs/site/api-pages';
import { twinPathOf } from '@acme-docs/site/markdown-twins';
import { buildSiteServer } from '../site-server/app.ts';
import { buildDir, defaultLocale, locales } from '../lib/paths.ts';

// The Markdown twins of the production build (issue #27), checked over every
// page of the three sitemaps against the HTML page they copy: each twin is
// served, reads as GFM with nothing of MDX or JSX left, and has the page's
// h2/h3 headings and code blocks (an API page: its operations). Then every
// link of each locale's llms.txt resolves. Needs `npm run build` first.

const siteUrl = 'https://docs.acme.example';
const localeDir = (locale: string) => (locale === defaultLocale ? buildDir : path.join(buildDir, locale));
let server: FastifyInstance;
before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'llms.txt')), 'the site is built (npm run build)');
  server = await buildSiteServer({ root: buildDir, locales, defaultLocale });
});
after(() => server.close());

const gfmTree = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
const clean = (text: string) =>
  text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The routes of a locale's sitemap. */
function sitemapRoutes(locale: string): string[] {
  const xml = fs.readFileSync(path.join(localeDir(locale), 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** What a page shows: its h2/h3 headings, its code blocks (diagrams apart) and its API operations. */
interface Outline {
  headings: string[];
  code: string[];
  diagrams: number;
  operations: string[];
}

function htmlOutline(html: string): Outline {
  const $ = cheerio.load(html);
  // The article the search indexes (docs, API pages), else the main column (release notes, home).
  const body = $('[data-pagefind-body]');
  const region = body.length ? body : $('main');
  return {
    headings: region
      .find('h2, h3')
      .map((_, el) => `${el.tagName} ${clean($(el).text())}`)
      .get(),
    code: region
      .find('pre')
      // A sample's recorded run against the sandbox (its verified mark) shows an answer, not a code block of the page.
      .filter((_, pre) => $(pre).closest('[data-verified-status]').length === 0)
      .map((_, pre) => {
        const lines = $(pre).find('.token-line');
        const text = lines.length
          ? lines
              .map((_, line) => $(line).text())
              .get()
              .join('\n')
          : $(pre).text();
        return text.trimEnd();
      })
      .get(),
    diagrams: region.find('.acme-diagram').length,
    operations: region
      .find('[data-operation]')
      .map((_, op) =>
        clean(
          $(op).find('p').first().find('span').first().text() +
            ' ' +
            $(op).find('p').first().find('code').first().text(),
        ),
      )
      .get(),
  };
}

function twinOutline(tree: Root): Outline {
  const outline: Outline = { headings: [], code: [], diagrams: 0, operations: [] };
  visit(tree, (node) => {
    if (node.type === 'heading' && (node.depth === 2 || node.depth === 3))
      outline.headings.push(`h${node.depth} ${clean(toString(node))}`);
    if (node.type === 'code') {
      if (node.lang === 'mermaid') outline.diagrams++;
      else outline.code.push(node.value.trimEnd());
    }
    // An operation: its method and path in inline code, alone in the paragraph under its h3 (a webhook's
    // adds " — " and who calls it). Prose that starts with a method and a URL in code is not one.
    const [first, second] = node.type === 'paragraph' ? node.children : [];
    const alone = !second || (second.type === 'text' && second.value.startsWith(' — '));
    if (node.type === 'paragraph' && first?.type === 'inlineCode' && alone) {
      const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE) \S+$/.exec(first.value);
      if (match) outline.operations.push(match[0]);
    }
  });
  return outline;
}

/**
 * Whatever MDX or JSX a twin still holds, as GFM reads it: an element (`<Tabs>`,
 * `<div>`) is raw HTML to GFM, an import a paragraph, a comment text. (Escaped
 * text that names a component, `\<AcmeEmbeddedLayout>`, is text to both.)
 */
function mdxLeftovers(tree: Root): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'html') found.push(`HTML or JSX: ${node.value.slice(0, 60)}`);
    if (node.type === 'text') {
      if (/\{\/\*|\*\/\}/.test(node.value)) found.push(`an MDX comment: ${node.value.slice(0, 60)}`);
      if (/^\s*(import|export)\s.+\sfrom\s/m.test(node.value)) found.push(`an ESM line: ${node.value.slice(0, 60)}`);
    }
  });
  return found;
}

const apiRoutes = new Set([apiIndexRoute, ...apiPages.map((page) => page.route)]);

for (const locale of locales) {
  test(`${locale}: every page of the sitemap has a clean Markdown twin with the page's headings, code and operations`, async () => {
    const baseUrl = locale === defaultLocale ? '/' : `/${locale}/`;
    const routes = sitemapRoutes(locale);
    assert.ok(routes.length > 100, `${locale}: a full sitemap`);
    const problems: string[] = [];
    for (const route of routes) {
      const twin = await server.inject({ method: 'GET', url: twinPathOf(route) });
      if (twin.statusCode !== 200 || !/^text\/markdown; charset=utf-8$/.test(String(twin.headers['content-type']))) {
        problems.push(`${route}: twin answered ${twin.statusCode} ${twin.headers['content-type']}`);
        continue;
      }
      const tree = gfmTree(twin.body);
      problems.push(...mdxLeftovers(tree).map((leftover) => `${route}: ${leftover}`));
      const htmlFile = path.join(localeDir(locale), route.slice(baseUrl.length), 'index.html');
      const page = htmlOutline(
        fs.readFileSync(
          fs.existsSync(htmlFile) ? htmlFile : `${htmlFile.slice(0, -'/index.html'.length)}.html`,
          'utf8',
        ),
      );
      const copy = twinOutline(tree);
      const pagePath = `/${route.slice(baseUrl.length)}`;
      if (apiRoutes.has(pagePath)) {
        assert.ok(apiRoutes.has(pagePath));
        if (JSON.stringify(copy.operations) !== JSON.stringify(page.operations))
          problems.push(
            `${route}: operations ${JSON.stringify(copy.operations)} ≠ page's ${JSON.stringify(page.operations)}`,
          );
        continue;
      }
      if (JSON.stringify(copy.headings) !== JSON.stringify(page.headings))
        problems.push(`${route}: headings ${JSON.stringify(copy.headings)} ≠ page's ${JSON.stringify(page.headings)}`);
      if (JSON.stringify(copy.code) !== JSON.stringify(page.code)) {
        const first = copy.code.findIndex((block, i) => block !== page.code[i]);
        problems.push(
          `${route}: code block ${first + 1} of ${copy.code.length} differs from the page's (${page.code.length}): ${JSON.stringify(copy.code[first]?.slice(0, 80))} ≠ ${JSON.stringify(page.code[first]?.slice(0, 80))}`,
        );
      }
      if (copy.diagrams !== page.diagrams)
        problems.push(`${route}: ${copy.diagrams} mermaid blocks for the page's ${page.diagrams} diagrams`);
    }
    assert.deepEqual(problems, []);
  });

  test(`${locale}: every link of llms.txt resolves, and llms-full.txt holds each page it lists`, async () => {
    const prefix = locale === defaultLocale ? '' : `/${locale}`;
    const llms = await server.inject({ method: 'GET', url: `${prefix}/llms.txt` });
    assert.equal(llms.statusCode, 200);
    assert.match(String(llms.headers['content-type']), /^text\/plain; charset=utf-8/);
    const tree = gfmTree(llms.body);
    const links: string[] = [];
    visit(tree, 'link', (node) => {
      links.push(node.url);
    });
    assert.ok(links.length > 100, 'llms.txt lists the pages');
    const broken: string[] = [];
    for (const url of new Set(links)) {
      assert.ok(url.startsWith(siteUrl), `${url} is on the site`);
      const response = await server.inject({ method: 'GET', url: url.slice(siteUrl.length).replace(/#.*$/, '') });
      if (response.statusCode !== 200) broken.push(`${url}: ${response.statusCode}`);
    }
    assert.deepEqual(broken, []);
    const full = await server.inject({ method: 'GET', url: `${prefix}/llms-full.txt` });
    assert.equal(full.statusCode, 200);
    for (const url of links.filter((u) => u.endsWith('.md'))) {
      const twin = await server.inject({ method: 'GET', url: url.slice(siteUrl.length) });
      assert.ok(full.body.includes(twin.body), `llms-full.txt holds ${url}`);
    }
  });
}

test('content negotiation: Accept: text/markdown gets the twin, browsers the HTML with a Link to it', async () => {
  for (const [page, twin] of [
    ['/developers/integration-guides/android/overview', '/developers/integration-guides/android/overview.md'],
    ['/ja/glossary', '/ja/glossary.md'],
    ['/', '/index.md'],
    ['/fr/', '/fr/index.md'],
    ['/openapi/query-api', '/openapi/query-api.md'],
  ] as const) {
    const markdown = await server.inject({ method: 'GET', url: page, headers: { accept: 'text/markdown' } });
    assert.equal(markdown.statusCode, 200, page);
    assert.equal(markdown.headers['content-type'], 'text/markdown; charset=utf-8', page);
    assert.match(String(markdown.headers.vary), /\bAccept\b/, page);
    assert.equal(markdown.body, fs.readFileSync(path.join(buildDir, twin), 'utf8'), page);
    for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*']) {
      const html = await server.inject({ method: 'GET', url: page, headers: { accept } });
      assert.match(String(html.headers['content-type']), /^text\/html/, `${page} (${accept})`);
      assert.match(String(html.headers.vary), /\bAccept\b/);
      assert.equal(html.headers.link, `<${twin}>; rel="alternate"; type="text/markdown"`);
      assert.ok(
        html.body.includes(`<link rel="alternate" type="text/markdown" href="${twin}">`),
        `${page} names its twin in its head`,
      );
    }
  }
  // Files are what they are, whatever the Accept header.
  const yaml = await server.inject({
    method: 'GET',
    url: '/openapi/event-api.yaml',
    headers: { accept: 'text/markdown' },
  });
  assert.match(String(yaml.headers['content-type']), /^application\/yaml/);
  const unknown = await server.inject({ method: 'GET', url: '/no/such/page', headers: { accept: 'text/markdown' } });
  assert.equal(unknown.statusCode, 404);
});

test('twins and llms files are served compressed, like the rest of the site', async () => {
  for (const url of ['/glossary.md', '/ja/llms.txt', '/llms-full.txt']) {
    const response = await server.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(response.headers['content-encoding'], 'br', url);
    assert.match(String(response.headers.vary), /Accept-Encoding/, url);
    const body = zlib.brotliDecompressSync(response.rawPayload).toString();
    assert.equal(body, fs.readFileSync(path.join(buildDir, url), 'utf8'), url);
  }
  const negotiated = await server.inject({
    method: 'GET',
    url: '/glossary',
    headers: { accept: 'text/markdown', 'accept-encoding': 'gzip' },
  });
  assert.equal(negotiated.headers['content-encoding'], 'gzip');
  assert.match(String(negotiated.headers.vary), /Accept-Encoding, Accept/);
});
