import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { frontMatterValue } from './front-matter.ts';

export { frontMatterValue, withFrontMatterValue } from './front-matter.ts';

// Each translated page records, in its front matter, a short hash of the
// English page it was translated from; a changed English page shows as drift.
export const sourceKey = 'translated_from';

export function sourceHash(englishSource: string): string {
  return crypto.createHash('sha256').update(englishSource).digest('hex').slice(0, 12);
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

/** The hand-written release notes; the SDK posts (`sdks/`) are generated from site/src/data/sdks.ts. */
export const releaseNotesDir = (siteDir: string) => path.join(siteDir, 'release-notes');
export const translatedReleaseNotesDir = (siteDir: string, locale: string) =>
  path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog-release-notes');
const isGenerated = (file: string) => file.startsWith(`sdks${path.sep}`);

/** The state of every translation of the Markdown files of `englishDir` in `translatedDir(locale)`. */
function statusesOf(
  englishDir: string,
  translatedDir: (locale: string) => string,
  locales: readonly string[],
  skip: (file: string) => boolean = () => false,
): TranslationStatus[] {
  const englishPages = listMarkdown(englishDir).filter((page) => !skip(page));
  return locales.flatMap((locale) => {
    const dir = translatedDir(locale);
    const translated = new Set(listMarkdown(dir).filter((page) => !skip(page)));
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

/** The state of every page in every translated locale. */
export function translationStatuses(siteDir: string, locales: readonly string[]): TranslationStatus[] {
  return statusesOf(path.join(siteDir, 'docs'), (locale) => translatedDocsDir(siteDir, locale), locales);
}

/** The state of every hand-written release note (`2026-09-08-….md`) in every translated locale. */
export function releaseNoteStatuses(siteDir: string, locales: readonly string[]): TranslationStatus[] {
  return statusesOf(
    releaseNotesDir(siteDir),
    (locale) => translatedReleaseNotesDir(siteDir, locale),
    locales,
    isGenerated,
  );
}
