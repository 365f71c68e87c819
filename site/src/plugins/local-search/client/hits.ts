import { cleanText, highlight, retagExcerpt, stripMarks, type Highlighted, type Tags } from './highlight';

// Maps one Pagefind result (a page) to the hits DocSearch shows: the page
// (lvl1) and its best-matching sections (lvl2/lvl3 headings, or their text).

export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  anchor?: PagefindAnchor;
  excerpt: string;
  weighted_locations: Array<{ weight: number; location: number }>;
}

/** The part of Pagefind's `result.data()` the mapping reads. */
export interface PagefindDoc {
  url: string;
  /** The page's whole indexed text. */
  content?: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof levels)[number];
export type Hierarchy = { lvl0: string; lvl1: string } & Record<Exclude<Level, 'lvl0' | 'lvl1'>, string | null>;

/** The fields of an Algolia DocSearch record that the modal renders. */
export interface DocSearchHit {
  objectID: string;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  content: string | null;
  hierarchy: Hierarchy;
  _highlightResult: { hierarchy: Record<Level, Highlighted>; content?: Highlighted };
  _snippetResult: {
    hierarchy: Record<Level, Highlighted>;
    content?: { value: string; matchLevel: Highlighted['matchLevel'] };
  };
}

export interface MapOptions {
  terms: readonly string[];
  tags: Tags;
  maxHits: number;
  /** Section name for pages outside any sidebar category. */
  defaultLvl0: string;
  /** Prefix of the hits' URLs: DocSearch (like Algolia's records) wants absolute ones. */
  origin: string;
}

const isHeading = (anchor: PagefindAnchor | undefined): anchor is PagefindAnchor =>
  !!anchor && /^h[2-6]$/i.test(anchor.element);
const depth = (anchor: PagefindAnchor) => Number(anchor.element.slice(1));
const weightOf = (sub: PagefindSubResult) => sub.weighted_locations.reduce((sum, l) => sum + l.weight, 0);

/** lvl2 and lvl3 of a section: its own heading and the headings above it. */
function sectionHierarchy(
  anchor: PagefindAnchor,
  headings: PagefindAnchor[],
): { lvl2: string | null; lvl3: string | null } {
  let lvl2: string | null = null;
  let lvl3: string | null = null;
  for (const heading of headings) {
    if (heading.location > anchor.location) break;
    if (depth(heading) === 2) [lvl2, lvl3] = [cleanText(heading.text), null];
    else if (depth(heading) === 3) lvl3 = cleanText(heading.text);
  }
  return { lvl2, lvl3: depth(anchor) >= 3 ? lvl3 : null };
}

export function docToHits(doc: PagefindDoc, options: MapOptions): DocSearchHit[] {
  const { terms, tags } = options;
  const headings = doc.anchors.filter(isHeading).sort((a, b) => a.location - b.location);
  const base: Hierarchy = {
    lvl0: cleanText(doc.meta.lvl0) || options.defaultLvl0,
    lvl1: cleanText(doc.meta.title) || doc.url,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };

  const hit = (
    hierarchy: Hierarchy,
    type: DocSearchHit['type'],
    path: string,
    excerpt: string | null,
    anchor: string | null,
  ): DocSearchHit => {
    const url = options.origin + path;
    // DocSearch renders lvl0 (the group title) as text and the other levels as HTML.
    const marked = Object.fromEntries(
      levels.map((level) => [level, highlight(hierarchy[level] ?? '', terms, tags, level !== 'lvl0')]),
    ) as Record<Level, Highlighted>;
    // Titles and headings are shown whole: a cut one ("….NET MAUI in the sandbox") misleads.
    const snippets = marked;
    const content = excerpt === null ? null : stripMarks(excerpt);
    const contentSnippet = excerpt === null ? undefined : retagExcerpt(excerpt, tags);
    return {
      objectID: url,
      type,
      url,
      url_without_anchor: options.origin + doc.url,
      anchor,
      content,
      hierarchy,
      _highlightResult: { hierarchy: marked },
      _snippetResult: {
        hierarchy: snippets,
        ...(contentSnippet !== undefined && {
          content: { value: contentSnippet, matchLevel: contentSnippet.includes(tags.pre) ? 'full' : 'none' },
        }),
      },
    };
  };

  const sections = doc.sub_results
    .filter((sub) => isHeading(sub.anchor))
    .sort((a, b) => weightOf(b) - weightOf(a))
    .slice(0, Math.max(0, options.maxHits - 1))
    .sort((a, b) => a.anchor!.location - b.anchor!.location);
  // The page's own text match, else (when no section shows one) Pagefind's best excerpt.
  const pageExcerpt = doc.sub_results.find((sub) => !sub.anchor)?.excerpt ?? (sections.length ? null : doc.excerpt);
  const hits = [hit(base, 'lvl1', doc.url, pageExcerpt, null)];
  for (const sub of sections) {
    const anchor = sub.anchor!;
    const hierarchy = { ...base, ...sectionHierarchy(anchor, headings) };
    const level = depth(anchor);
    const headingMatches = level <= 3 && highlight(cleanText(anchor.text), terms, tags).matchLevel !== 'none';
    const type = headingMatches ? (level === 2 ? 'lvl2' : 'lvl3') : 'content';
    hits.push(hit(hierarchy, type, sub.url, headingMatches ? null : sub.excerpt, anchor.id));
  }
  return hits;
}
