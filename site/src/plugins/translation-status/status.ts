import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Each translated page records, in its front matter, a short hash of the
// English page it was translated from; a changed English page shows as drift.
export const sourceKey = 'translated_from';

export function sourceHash(englishSource: string): string {
  return crypto.createHash('sha256').update(englishSource).digest('hex').slice(0, 12);
}

/** The value of a top-level key of a Markdown file's front matter, if any. */
export function frontMatterValue(markdown: string, key: string): string | undefined {
  const block = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1];
  const line = block?.split('\n').find((l) => l.startsWith(`${key}:`));
  return line
    ?.slice(key.length + 1)
    .trim()
    .replace(/^["']|["']$/g, '');
}

/** Sets (or replaces) a top-level front matter key; the file must have front matter. */
export function withFrontMatterValue(markdown: string, key: string, value: string): string {
  const match = /^---\n([\s\S]*?)\n---/.exec(markdown);
  if (!match) throw new Error('The page has no front matter.');
  const lines = match[1]!.split('\n').filter((l) => !l.startsWith(`${key}:`));
  lines.push(`${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---${markdown.slice(match[0].length)}`;
}

export type TranslationState = 'current' | 'drifted' | 'unrecorded' | 'orphan' | 'missing';

export interface TranslationStatus {
  locale: string;
  page: string;
  state: TranslationState;
}

export function listMarkdown(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMarkdown(full, base);
    return /\.mdx?$/.test(entry.name) ? [path.relative(base, full)] : [];
  });
}

export const translatedDocsDir = (siteDir: string, locale: string) =>
  path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

/** The state of every page in every translated locale. */
export function translationStatuses(siteDir: string, locales: readonly string[]): TranslationStatus[] {
  const englishDir = path.join(siteDir, 'docs');
  const englishPages = listMarkdown(englishDir);
  return locales.flatMap((locale) => {
    const dir = translatedDocsDir(siteDir, locale);
    const translated = new Set(listMarkdown(dir));
    const statuses: TranslationStatus[] = englishPages
      .filter((page) => !translated.has(page))
      .map((page) => ({ locale, page, state: 'missing' }));
    for (const page of translated) {
      const englishFile = path.join(englishDir, page);
      if (!fs.existsSync(englishFile)) {
        statuses.push({ locale, page, state: 'orphan' });
        continue;
      }
      const recorded = frontMatterValue(fs.readFileSync(path.join(dir, page), 'utf8'), sourceKey);
      const current = sourceHash(fs.readFileSync(englishFile, 'utf8'));
      statuses.push({ locale, page, state: !recorded ? 'unrecorded' : recorded === current ? 'current' : 'drifted' });
    }
    return statuses.sort((a, b) => a.page.localeCompare(b.page));
  });
}
