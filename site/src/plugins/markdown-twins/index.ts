import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { Plugin } from '@docusaurus/types';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { brand } from '../../data/brand';
import { agents } from '../../data/agents';
import { homeActionRoutes, homeSectionRoutes } from '../../components/HomePage/routes';
import { DEFAULT_DATA_DIR } from '@acme-docs/query-api/config';
import { DEMO_CREDENTIALS_FILE } from '@acme-docs/query-api/demo-credentials';
import { localServers } from '../openapi-reference/apis';
import { htmlFileOf } from '../local-search/html';
import { translatedDocsDir, translationStatuses } from '../translation-status/status';
import { apiIndexBody, apiMessageSources, apiPageBody } from './api-twins';
import { componentMessageSources, components, renderedComponentNames } from './components';
import { loadRenderedComponents } from './rendered-components';
import { headerOf, type TranslationState } from './header';
import { withAlternateLink } from './html';
import { llmsFullTxt, llmsTxt, type LlmsInput } from './llms';
import { convertTree, heading, parseMdx, text, writeMarkdown } from './mdx-to-markdown';
import { siteContentOf, twinPages, type TwinPage } from './pages';
import { twinPathOf } from './paths';
import { readMessages, type Messages } from './ui-messages';

// Why our own: the Docusaurus plugins for llms.txt either copy the MDX source
// with its JSX left in (docusaurus-plugin-llms: <Tabs> and every component leak
// into the Markdown, and it has no hook to render them) or convert the built
// HTML back to Markdown (@signalwire/docusaurus-plugin-llms-txt: the diagrams'
// Mermaid source is gone by then, tabs are whatever the HTML makes of them, and
// the API pages would not come from their OpenAPI files). Neither writes a twin
// per locale with a translation header. This plugin turns each page's source
// into clean GFM with a handler per component (components.ts), writes the API
// pages' twins from their page model (api-twins.ts), and writes llms.txt and
// llms-full.txt from the sidebars (llms.ts), in each locale's own build.

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
/** Where the sandbox keeps the demo app it prints at start-up, as the repository names it. */
const demoCredentialsFile = path.relative(repoRoot, path.join(DEFAULT_DATA_DIR, DEMO_CREDENTIALS_FILE));
const srcDir = path.resolve(here, '../..');
// Its entry is lib/index.js; the package does not export its package.json.
const themeCommon = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-common')),
  '..',
);
/** Source files whose UI strings the twins and llms.txt quote. */
const messageSources = [
  ...componentMessageSources,
  ...apiMessageSources,
  path.join(srcDir, 'components/HomePage/index.tsx'),
  path.join(srcDir, 'components/HomePage/sections.ts'),
  path.join(here, 'messages.ts'),
  path.join(themeCommon, 'src/utils/tagsUtils.ts'),
];

const list = (items: PhrasingContent[][]): RootContent => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children: [{ type: 'paragraph', children }] })),
});
const link = (url: string, children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The last commit date of any of `files`, in milliseconds (one git call); undefined when git knows none of them. */
async function lastCommitOf(files: readonly string[]): Promise<number | undefined> {
  try {
    const { stdout } = await promisify(execFile)('git', ['log', '-1', '--format=%ct', '--', ...files], {
      cwd: repoRoot,
    });
    return stdout.trim() ? Number(stdout.trim()) * 1000 : undefined;
  } catch {
    return undefined; // Not a git checkout: the header leaves the date out.
  }
}

export default function markdownTwinsPlugin(): Plugin {
  return {
    name: 'acme-markdown-twins',
    async postBuild({ outDir, baseUrl, siteConfig, siteDir, i18n, plugins, codeTranslations, routesPaths }) {
      const started = performance.now();
      const locale = i18n.currentLocale;
      const translated = locale !== i18n.defaultLocale;
      const t = await readMessages(messageSources, codeTranslations);
      await loadRenderedComponents(renderedComponentNames);
      const content = siteContentOf(plugins);
      const pages = twinPages(content, { siteDir, baseUrl, messages: t });
      const byRoute = new Map(pages.map((page) => [page.route, page]));
      const byFile = new Map(pages.flatMap((page) => ('file' in page ? [[page.file, page.route] as const] : [])));
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const twinUrl = (route: string) => siteUrl + twinPathOf(route);
      /** A route of this locale for a site path as pages write it (`/glossary` is `/ja/glossary` here). */
      const localRoute = (href: string) => (href.startsWith(baseUrl) ? href : `${baseUrl}${href.replace(/^\//, '')}`);
      const pageOf = (route: string) =>
        byRoute.get(route) ?? byRoute.get(route.replace(/\/$/, '')) ?? byRoute.get(`${route}/`);

      /** A link of a page as an absolute URL: to the twin of a page, else to the file as the HTML links it. */
      const absoluteUrlFrom = (page: TwinPage) => (url: string) => {
        if (!url || url.startsWith('#') || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
        const [, target = '', suffix = ''] = /^([^?#]*)(.*)$/.exec(url)!;
        let route: string;
        if (target.startsWith('/')) route = localRoute(target);
        else if ('file' in page && /\.mdx?$/.test(target)) {
          // A link to a Markdown file, as Docusaurus resolves it: to that file's page.
          const linked = byFile.get(path.resolve(path.dirname(page.file), decodeURI(target)));
          if (!linked) throw new Error(`${page.file}: the link ${url} names no page`);
          route = linked;
        } else route = new URL(target, `http://site${page.route}`).pathname;
        const linked = pageOf(route);
        const hash = suffix.includes('#') ? suffix.slice(suffix.indexOf('#')) : '';
        return linked ? twinUrl(linked.route) + hash : siteUrl + route + suffix;
      };

      const statuses = new Map(
        translated
          ? translationStatuses(siteDir, [locale]).map((s) => [
              path.join(translatedDocsDir(siteDir, locale), s.page),
              s.state,
            ])
          : [],
      );
      const translationOf = (page: TwinPage): TranslationState => {
        if (!translated) return { kind: 'original' };
        const englishTwinUrl = twinUrl(`/${page.route.slice(baseUrl.length)}`);
        if (page.kind === 'home') return { kind: 'translation', englishTwinUrl, state: 'current' };
        const state = 'file' in page ? statuses.get(page.file) : undefined;
        return {
          kind: 'translation',
          englishTwinUrl,
          state: state === 'current' ? 'current' : state === 'drifted' ? 'outdated' : state ? 'unchecked' : 'none',
        };
      };

      const bodyOf = async (page: TwinPage): Promise<RootContent[]> => {
        const absoluteUrl = absoluteUrlFrom(page);
        switch (page.kind) {
          case 'doc':
          case 'post': {
            const tree = parseMdx(fs.readFileSync(page.file, 'utf8'));
            return convertTree(
              tree,
              { file: path.relative(siteDir, page.file), locale, messages: t, absoluteUrl },
              components,
            ).children;
          }
          case 'post-list':
            return page.posts.flatMap((post) => [
              heading(2, [link(absoluteUrl(post.metadata.permalink), [text(post.metadata.title)])]),
              { type: 'paragraph', children: [text(`${isoDate(post.metadata.date)} — ${post.metadata.description}`)] },
            ]);
          case 'tags': {
            // By first letter, as the tags page lists them.
            const letters = [...new Set(page.tags.map((tag) => tag.label.charAt(0).toLocaleUpperCase(locale)))].sort();
            return letters.flatMap((letter) => [
              heading(2, [text(letter)]),
              list(
                page.tags
                  .filter((tag) => tag.label.charAt(0).toLocaleUpperCase(locale) === letter)
                  .map((tag) => [link(absoluteUrl(tag.route), [text(tag.label)]), text(` (${tag.count})`)]),
              ),
            ]);
          }
          case 'api':
            return apiPageBody(page.reference, { messages: t, absoluteUrl });
          case 'api-index':
            return apiIndexBody(
              page.references.map((r) => ({
                id: r.id,
                route: r.route,
                title: r.title,
                summary: r.summary,
                fileUrl: r.fileUrl,
                operations: r.tags.reduce((n, tag) => n + tag.operations.length, 0),
              })),
              { messages: t, absoluteUrl },
            );
          case 'home':
            return homeBody(t, absoluteUrl);
        }
      };

      const twins = new Map<string, string>();
      for (const page of pages) {
        const lastUpdated = page.lastUpdated ?? (page.datedBy ? await lastCommitOf(page.datedBy) : undefined);
        const header = headerOf(
          {
            title: page.title,
            description: page.description,
            htmlUrl: siteUrl + page.route,
            lastUpdated,
            translation: translationOf(page),
          },
          t,
        );
        const tree: Root = { type: 'root', children: [...header, ...(await bodyOf(page))] };
        twins.set(page.route, writeMarkdown(tree));
      }
      for (const [route, markdown] of twins) {
        const file = path.join(outDir, twinPathOf(route).slice(baseUrl.length));
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, markdown);
      }

      const docs = content.docs.loadedVersions[0]!;
      const docRoutes = new Map(docs.docs.map((doc) => [doc.id, doc.permalink]));
      const blog = content.blog?.content;
      const queryApi = content.apis.find((api) => api.id === 'query-api');
      const tokenOperation = queryApi?.tags
        .flatMap((tag) => tag.operations)
        .find((operation) => operation.path === queryApi.tryIt.tokenPath);
      const llms: LlmsInput = {
        title: brand.siteTitle,
        summary: t('home.description', { name: brand.name }),
        details: [[text(t('llms.mcp', { command: agents.mcpCommand, path: agents.mcpPath }))]],
        // The site has one main sidebar (REQ-ROUTES-23).
        sidebar: (Object.values(docs.sidebars)[0] ?? []) as LlmsInput['sidebar'],
        pages: byRoute,
        docRoute: (id) => docRoutes.get(id),
        localRoute,
        twinUrl,
        releaseNotes: blog && {
          title: blog.blogTitle,
          routes: blog.blogPosts.filter((post) => !post.metadata.unlisted).map((post) => post.metadata.permalink),
        },
        sandbox: {
          title: t('llms.sandbox'),
          items: [
            ...(queryApi && tokenOperation
              ? [
                  {
                    name: t('llms.sandbox.token'),
                    url: absoluteUrlFrom(byRoute.get(baseUrl)!)(`${queryApi.route}#${tokenOperation.id}`),
                    notes: `${t('openapi.intro.authentication')} ${t('llms.sandbox.tokenHow', {
                      sandbox: localServers.sandbox,
                      file: demoCredentialsFile,
                    })}`,
                  },
                ]
              : []),
            ...content.apis.map((api) => ({
              name: t('llms.openapi', { title: api.title }),
              url: siteUrl + api.fileUrl,
              notes: api.summary ?? api.metaDescription,
            })),
          ],
        },
        messages: t,
      };
      fs.writeFileSync(path.join(outDir, 'llms.txt'), llmsTxt(llms));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), llmsFullTxt(llms, twins));

      // Each HTML page names its twin, or the twin of the page it is a copy of (its canonical page: /docs is /).
      let linked = 0;
      for (const route of routesPaths) {
        const file = htmlFileOf(outDir, baseUrl, route);
        if (!file) continue;
        const html = fs.readFileSync(file, 'utf8');
        const canonical = /<link[^>]*\brel="?canonical"?[^>]*\bhref="?([^" >]+)/.exec(html)?.[1];
        const canonicalRoute = canonical?.startsWith(siteUrl) ? canonical.slice(siteUrl.length) || '/' : undefined;
        const target = pageOf(route) ?? (canonicalRoute ? pageOf(canonicalRoute) : undefined);
        if (!target) continue;
        fs.writeFileSync(file, withAlternateLink(html, twinPathOf(target.route)));
        linked++;
      }
      logger.info(
        `Markdown twins (${locale}): ${twins.size} twins, llms.txt and llms-full.txt, ${linked} pages linked, in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

/** The home page: its tagline, its two actions, and a section per door, as the page shows them. */
function homeBody(t: Messages, absoluteUrl: (url: string) => string): RootContent[] {
  return [
    { type: 'paragraph', children: [text(t('home.tagline', { name: brand.name }))] },
    {
      type: 'paragraph',
      children: [
        link(absoluteUrl(homeActionRoutes.start), [text(t('home.cta.start'))]),
        text(' · '),
        link(absoluteUrl(homeActionRoutes.api), [text(t('home.cta.api'))]),
      ],
    },
    ...Object.entries(homeSectionRoutes).flatMap(([key, route]): RootContent[] => [
      heading(2, [link(absoluteUrl(route), [text(t(`home.section.${key}.title`, { name: brand.name }))])]),
      { type: 'paragraph', children: [text(t(`home.section.${key}.summary`, { name: brand.name }))] },
    ]),
  ];
}
