import { catalogues } from '@acme-docs/query-api/catalogue';

// The glossary names every metric and dimension of the Query API catalogue
// (query-api/src/catalogue), in an entry of its own or inside one (a family
// such as `*_per_transaction` may share an entry that names each instance).

/** Every metric and dimension slug of every report, once. */
export const catalogueSlugs = (): string[] => [
  ...new Set(Object.values(catalogues).flatMap((c) => [...c.dimensions, ...c.metrics].map((item) => item.slug))),
];

/** The glossary's entries: its list items that open with a bold term. */
export function glossaryEntries(source: string): string[] {
  return source.split('\n').filter((line) => /^- \*\*/.test(line));
}

/** The slugs no glossary entry names as code (`slug`). */
export function slugsMissingFromGlossary(source: string, slugs = catalogueSlugs()): string[] {
  const named = new Set(
    glossaryEntries(source).flatMap((entry) => [...entry.matchAll(/`([a-z0-9_]+)`/g)].map((m) => m[1]!)),
  );
  return slugs.filter((slug) => !named.has(slug));
}
