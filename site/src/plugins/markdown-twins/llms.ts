import type { List, PhrasingContent, Root, RootContent } from 'mdast';
import { heading, text, writeMarkdown } from './mdx-to-markdown';
import type { TwinPage } from './pages';
import type { Messages } from './ui-messages';

// llms.txt (https://llmstxt.org): the site's title, a one-paragraph summary,
// then one section per sidebar group listing each page's twin with its
// description, all read from the sidebars and the pages' metadata, so a new
// page appears by itself. llms-full.txt is every twin, in the same order.

/** The sidebar items the twins read (Docusaurus's processed sidebar, labels translated). */
type SidebarItem =
  | { type: 'doc' | 'ref'; id: string; label?: string }
  | { type: 'link'; href: string; label: string }
  | { type: 'category'; label: string; items: SidebarItem[]; link?: { type: string; id?: string } }
  | { type: 'html' };

export interface LlmsInput {
  title: string;
  summary: string;
  /** Paragraphs between the summary and the first section. */
  details: PhrasingContent[][];
  sidebar: readonly SidebarItem[];
  /** Every page with a twin, by route. */
  pages: ReadonlyMap<string, TwinPage>;
  docRoute: (id: string) => string | undefined;
  /** A site link (`/openapi`, `/glossary`) as the page route it names, in this locale. */
  localRoute: (href: string) => string;
  twinUrl: (route: string) => string;
  releaseNotes?: { title: string; routes: string[] };
  /** The section for agents that call the APIs: its title and items. */
  sandbox: { title: string; items: { name: string; url: string; notes: string }[] };
  messages: Messages;
}

const item = (name: string, url: string, notes: string) => ({
  type: 'listItem' as const,
  spread: false,
  children: [
    {
      type: 'paragraph' as const,
      children: [
        { type: 'link' as const, url, children: [text(name)] },
        ...(notes ? [text(`: ${notes}`)] : []),
      ] as PhrasingContent[],
    },
  ],
});

const list = (items: List['children']): List => ({ type: 'list', ordered: false, spread: false, children: items });

/** The routes of the pages a sidebar group lists, in its order: category index pages first, unlisted pages left out. */
function routesOf(items: readonly SidebarItem[], input: LlmsInput): string[] {
  return items.flatMap((entry): string[] => {
    switch (entry.type) {
      case 'doc':
      case 'ref': {
        const route = input.docRoute(entry.id);
        return route ? [route] : [];
      }
      case 'link':
        return /^[a-z]+:/i.test(entry.href) ? [] : [input.localRoute(entry.href)];
      case 'category': {
        const index = entry.link?.type === 'doc' && entry.link.id ? input.docRoute(entry.link.id) : undefined;
        return [...(index ? [index] : []), ...routesOf(entry.items, input)];
      }
      default:
        return [];
    }
  });
}

/** The sections of llms.txt, each with the routes of its pages. */
export function llmsSections(input: LlmsInput): { title: string; routes: string[] }[] {
  const loose = input.sidebar.filter((entry) => entry.type !== 'category');
  const sections = [
    { title: input.messages('llms.general'), routes: routesOf(loose, input) },
    ...input.sidebar.flatMap((entry) =>
      entry.type === 'category' ? [{ title: entry.label, routes: routesOf([entry], input) }] : [],
    ),
    ...(input.releaseNotes ? [input.releaseNotes] : []),
  ];
  const listed = (route: string) => {
    const page = input.pages.get(route);
    return page !== undefined && !page.unlisted;
  };
  return sections
    .map((section) => ({ ...section, routes: [...new Set(section.routes)].filter(listed) }))
    .filter((section) => section.routes.length);
}

export function llmsTxt(input: LlmsInput): string {
  const tree: Root = {
    type: 'root',
    children: [
      heading(1, [text(input.title)]),
      { type: 'blockquote', children: [{ type: 'paragraph', children: [text(input.summary)] }] },
      ...input.details.map((children): RootContent => ({ type: 'paragraph', children })),
      ...llmsSections(input).flatMap((section) => [
        heading(2, [text(section.title)]),
        list(
          section.routes.map((route) => {
            const page = input.pages.get(route)!;
            return item(page.title, input.twinUrl(route), page.description);
          }),
        ),
      ]),
      heading(2, [text(input.sandbox.title)]),
      list(input.sandbox.items.map(({ name, url, notes }) => item(name, url, notes))),
    ],
  };
  return writeMarkdown(tree);
}

/** Every twin of the locale: those llms.txt lists, in its order, then the other listed ones. */
export function llmsFullTxt(input: LlmsInput, twins: ReadonlyMap<string, string>): string {
  const ordered = [...new Set([...llmsSections(input).flatMap((s) => s.routes), ...twins.keys()])].filter(
    (route) => twins.has(route) && !input.pages.get(route)?.unlisted,
  );
  return ordered.map((route) => twins.get(route)!).join('\n');
}
