import path from 'node:path';
import type { LoadedPlugin } from '@docusaurus/types';
import type { DocMetadata, LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent, BlogPost, BlogPaginatedMetadata } from '@docusaurus/plugin-content-blog';
import type { ApiReference } from '../openapi-reference/types';
import { fileURLToPath } from 'node:url';
import { apiIndexRoute, apiPages } from '../openapi-reference/apis';
import { brand } from '../../data/brand';
import type { Messages } from './ui-messages';

// Every page of a locale's build that gets a twin, read from what the content
// plugins loaded (the same data the pages render): docs, release notes and
// their lists, the API pages, and the home page.

interface PageBase {
  /** The page's path, with the locale's base URL (`/ja/glossary`). */
  route: string;
  title: string;
  description: string;
  /** Milliseconds since the epoch; undefined when unknown (a file git does not track). */
  lastUpdated?: number;
  /** Kept out of llms.txt (and out of the sitemap), as in the sidebar. */
  unlisted?: boolean;
  /** Files whose last commit dates the page when the content does not (API pages). */
  datedBy?: string[];
}

export type TwinPage = PageBase &
  (
    | { kind: 'doc'; doc: DocMetadata; file: string }
    | { kind: 'post'; post: BlogPost; file: string }
    | { kind: 'post-list'; posts: BlogPost[] }
    | { kind: 'tags'; tags: { label: string; route: string; count: number }[] }
    | { kind: 'api'; reference: ApiReference }
    | { kind: 'api-index'; references: ApiReference[] }
    | { kind: 'home' }
  );

export interface SiteContent {
  docs: DocsContent;
  blog?: { content: BlogContent; routes: LoadedPlugin['routes'] };
  apis: ApiReference[];
}

/** The content of the plugins the twins read, from the plugins postBuild hands over. */
export function siteContentOf(plugins: LoadedPlugin[]): SiteContent {
  const find = (name: string, id = 'default') => plugins.find((p) => p.name === name && p.options.id === id);
  const docs = find('docusaurus-plugin-content-docs');
  const blog = find('docusaurus-plugin-content-blog', 'release-notes');
  const apis = find('acme-openapi-reference');
  if (!docs || !apis) throw new Error('markdown-twins: the docs and openapi-reference plugins must be loaded');
  return {
    docs: docs.content as DocsContent,
    blog: blog && { content: blog.content as BlogContent, routes: blog.routes },
    apis: apis.content as ApiReference[],
  };
}

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const apiFileOf = (id: string) => path.join(repoRoot, apiPages.find((page) => page.id === id)?.file ?? '');
/** What the home page shows comes from its component's folder. */
const homeSources = path.resolve(here, '../../components/HomePage');

/** `@site/…` as Docusaurus names a source file, as a path. */
export const sourceFile = (siteDir: string, source: string) =>
  source.startsWith('@site/') ? path.join(siteDir, source.slice('@site/'.length)) : source;

const newest = (posts: BlogPost[]) => Math.max(...posts.map((p) => p.metadata.date.getTime()));

export function twinPages(
  content: SiteContent,
  site: { siteDir: string; baseUrl: string; messages: Messages },
): TwinPage[] {
  const { siteDir, baseUrl, messages: t } = site;
  const localized = (route: string) => (route === '/' ? baseUrl : `${baseUrl}${route.slice(1)}`);
  const pages: TwinPage[] = [];

  for (const version of content.docs.loadedVersions)
    for (const doc of version.docs)
      pages.push({
        kind: 'doc',
        doc,
        file: sourceFile(siteDir, doc.source),
        route: doc.permalink,
        title: doc.title,
        description: doc.description,
        lastUpdated: doc.lastUpdatedAt ?? undefined,
        unlisted: doc.unlisted,
      });

  if (content.blog) {
    const { content: blog, routes } = content.blog;
    const bySource = new Map(blog.blogPosts.map((post) => [post.metadata.source, post]));
    const postsOf = (items: unknown) =>
      (items as { content: { path: string } }[]).map(({ content: { path: source } }) => {
        const post = bySource.get(source);
        if (!post) throw new Error(`markdown-twins: no release note ${source}`);
        return post;
      });
    for (const post of blog.blogPosts)
      pages.push({
        kind: 'post',
        post,
        file: sourceFile(siteDir, post.metadata.source),
        route: post.metadata.permalink,
        title: post.metadata.title,
        description: post.metadata.description,
        lastUpdated: post.metadata.date.getTime(),
        unlisted: post.metadata.unlisted,
      });
    for (const route of routes) {
      const props = (route.props ?? {}) as {
        metadata?: BlogPaginatedMetadata;
        listMetadata?: BlogPaginatedMetadata;
        tag?: { label: string; description?: string };
        tags?: { label: string; permalink: string; count: number }[];
      };
      const list = props.metadata ?? props.listMetadata;
      if (list) {
        const posts = postsOf(route.modules?.items);
        pages.push({
          kind: 'post-list',
          posts,
          route: route.path,
          title: props.tag ? props.tag.label : list.blogTitle,
          description: props.tag?.description ?? list.blogDescription,
          lastUpdated: posts.length ? newest(posts) : undefined,
        });
      } else if (props.tags) {
        pages.push({
          kind: 'tags',
          tags: props.tags.map((tag) => ({ label: tag.label, route: tag.permalink, count: tag.count })),
          route: route.path,
          title: t('theme.tags.tagsPageTitle'),
          description: blog.blogDescription,
          lastUpdated: blog.blogPosts.length ? newest(blog.blogPosts) : undefined,
        });
      }
    }
  }

  for (const reference of content.apis)
    pages.push({
      kind: 'api',
      reference,
      route: localized(reference.route),
      title: reference.title,
      description: reference.metaDescription,
      datedBy: [apiFileOf(reference.id)],
    });
  pages.push({
    kind: 'api-index',
    references: content.apis,
    route: localized(apiIndexRoute),
    title: t('openapi.index.title'),
    description: t('openapi.index.description'),
    datedBy: content.apis.map((reference) => apiFileOf(reference.id)),
  });
  pages.push({
    kind: 'home',
    route: baseUrl,
    title: brand.siteTitle,
    description: t('home.description', { name: brand.name }),
    datedBy: [homeSources],
  });
  return pages;
}
