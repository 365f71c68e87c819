import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { InitializedPlugin, TranslationFileContent } from '@docusaurus/types';
import { getPluginI18nPath, globTranslatableSourceFiles } from '@docusaurus/utils';
import { loadContext } from '@docusaurus/core/lib/server/site.js';
import { initPlugins } from '@docusaurus/core/lib/server/plugins/init.js';
import { extractSiteSourceCodeTranslations } from '@docusaurus/core/lib/server/translations/translationsExtractor.js';
import {
  applyDefaultCodeTranslations,
  loadPluginsDefaultCodeTranslationMessages,
} from '@docusaurus/core/lib/server/translations/translations.js';
import { sourceHash } from '@acme-docs/site/translation-status';
import { frenchTextProblems, textTermProblems, type Termbase } from './termbase.ts';

// The UI strings of the site (site/i18n/<locale>/*.json) and the check that a
// locale has every one of them translated.

/** Translation files by their path under site/i18n/<locale>/ ("code.json", "docusaurus-theme-classic/navbar.json", …). */
export type UiCatalogue = Map<string, TranslationFileContent>;

/**
 * The English UI strings, file by file, as `docusaurus write-translations
 * --locale en` would write them, computed in memory: the same steps as
 * @docusaurus/core 3.10.2's lib/commands/writeTranslations.js (source code
 * extraction, theme defaults, each plugin's translation files), without
 * writing a site/i18n/en folder that the English build would then read.
 * Deep imports because Docusaurus exports the command but not these steps.
 */
export async function englishUiCatalogue(siteDir: string): Promise<UiCatalogue> {
  const context = await loadContext({ siteDir, locale: 'en' });
  const plugins = await initPlugins(context);
  // writeTranslations.js also extracts @docusaurus/theme-common's own strings.
  const requireFromCore = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
  const themeCommonDir = path.dirname(requireFromCore.resolve('@docusaurus/theme-common'));
  const extracted = await extractSiteSourceCodeTranslations({
    siteDir,
    plugins,
    extraSourceCodeFilePaths: await globTranslatableSourceFiles([themeCommonDir]),
  });
  const catalogue: UiCatalogue = new Map([
    [
      'code.json',
      applyDefaultCodeTranslations({
        extractedCodeTranslations: extracted,
        defaultCodeMessages: await loadPluginsDefaultCodeTranslationMessages(plugins),
      }),
    ],
  ]);
  for (const plugin of plugins) {
    for (const file of await pluginTranslationFiles(plugin)) {
      const dir = getPluginI18nPath({ localizationDir: '', pluginName: plugin.name, pluginId: plugin.options.id });
      catalogue.set(path.posix.join(dir, `${file.path}.json`), file.content);
    }
  }
  return catalogue;
}

async function pluginTranslationFiles(plugin: InitializedPlugin) {
  if (!plugin.getTranslationFiles) return [];
  return plugin.getTranslationFiles({ content: await plugin.loadContent?.() });
}

/** A locale's translation files, for the files the English catalogue has (missing files read as empty). */
export function readUiCatalogue(siteDir: string, locale: string, files: Iterable<string>): UiCatalogue {
  const catalogue: UiCatalogue = new Map();
  for (const file of files) {
    const full = path.join(siteDir, 'i18n', locale, file);
    catalogue.set(
      file,
      fs.existsSync(full) ? (JSON.parse(fs.readFileSync(full, 'utf8')) as TranslationFileContent) : {},
    );
  }
  return catalogue;
}

export { allowedFor, untranslatedAllowed } from './untranslated-allowed.ts';

/**
 * What keeps a locale's UI strings from being complete: a key of the English
 * catalogue missing from its file, a message still equal to the English one
 * (unless allowed), a variant its termbase rejects, and for French a plain
 * space where typography wants a non-breaking one.
 */
export function uiStringProblems(
  english: UiCatalogue,
  translated: UiCatalogue,
  options: { locale: string; allowed: ReadonlySet<string>; termbase?: Termbase },
): string[] {
  const problems: string[] = [];
  for (const [file, messages] of english) {
    const translations = translated.get(file) ?? {};
    for (const [key, { message }] of Object.entries(messages)) {
      const where = `${options.locale}/${file} "${key}"`;
      const translation = translations[key]?.message;
      if (translation === undefined) {
        problems.push(`${where}: missing (English: "${message}")`);
        continue;
      }
      if (translation === message && !options.allowed.has(message))
        problems.push(`${where}: still English: "${message}"`);
      const wording = [
        ...(options.termbase ? textTermProblems(translation, options.termbase) : []),
        ...(options.locale === 'fr' ? frenchTextProblems(translation) : []),
      ];
      if (wording.length) problems.push(`${where}: ${wording.join('; ')}`);
    }
  }
  return problems;
}

/**
 * Which English message each UI string translates: site/i18n/<locale>/ui-sources.json
 * maps each file and key to the hash of the English message at the time it was
 * translated, as pages record theirs in `translated_from` (Docusaurus keeps no
 * English in the translation files).
 */
export type UiSources = Record<string, Record<string, string>>;

export const uiSourcesFile = (siteDir: string, locale: string) => path.join(siteDir, 'i18n', locale, 'ui-sources.json');

export function readUiSources(siteDir: string, locale: string): UiSources {
  const file = uiSourcesFile(siteDir, locale);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as UiSources) : {};
}

/** UI strings whose English message changed since they were translated, or that have no record of it. */
export function uiStringDrift(
  english: UiCatalogue,
  sources: UiSources,
): { drifted: string[]; unrecorded: string[]; current: number } {
  const result = { drifted: [] as string[], unrecorded: [] as string[], current: 0 };
  for (const [file, messages] of english)
    for (const [key, { message }] of Object.entries(messages)) {
      const recorded = sources[file]?.[key];
      if (!recorded) result.unrecorded.push(`${file} "${key}"`);
      else if (recorded !== sourceHash(message)) result.drifted.push(`${file} "${key}" (English now: "${message}")`);
      else result.current += 1;
    }
  return result;
}

/**
 * Records that a locale's UI strings translate the current English: every key
 * whose translation exists and is not still English (unless allowed) gets the
 * hash of its English message. Returns how many were recorded.
 */
export function markUiStrings(
  siteDir: string,
  locale: string,
  english: UiCatalogue,
  allowed: ReadonlySet<string>,
): number {
  const translated = readUiCatalogue(siteDir, locale, english.keys());
  const sources: UiSources = {};
  let marked = 0;
  for (const [file, messages] of english)
    for (const [key, { message }] of Object.entries(messages)) {
      const translation = translated.get(file)?.[key]?.message;
      if (translation === undefined || (translation === message && !allowed.has(message))) continue;
      (sources[file] ??= {})[key] = sourceHash(message);
      marked += 1;
    }
  fs.writeFileSync(uiSourcesFile(siteDir, locale), `${JSON.stringify(sources, null, 2)}\n`);
  return marked;
}
