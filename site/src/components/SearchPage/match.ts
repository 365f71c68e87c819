export interface SearchEntry {
  title: string;
  description: string;
  path: string;
}

// Folds case and accents, so "resume" finds "Résumé" and "CPA" finds "cpa".
export const fold = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Entries whose title or description contains every term; title hits first. */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const terms = fold(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored: Array<{ entry: SearchEntry; score: number }> = [];
  for (const entry of entries) {
    const title = fold(entry.title);
    const text = `${title} ${fold(entry.description)}`;
    if (!terms.every((term) => text.includes(term))) continue;
    scored.push({ entry, score: terms.filter((term) => title.includes(term)).length });
  }
  return scored.sort((a, b) => b.score - a.score).map(({ entry }) => entry);
}
