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
import { frenchTypographyProblems, termProblems, type Termbase } from './termbase.ts';

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

/**
 * English messages that a translation may keep as they are. Everything else
 * equal to its English message is an untranslated string.
 */
export const untranslatedAllowed: Record<string, readonly string[]> = {
  // The same in every language: brand, product and platform names (the
  // termbases keep API names in English in prose too), and a format with no words.
  all: [
    'Acme Ads',
    'Acme Ecommerce',
    '© 2025 Acme',
    'Query API',
    'Coupon API',
    'Event API',
    'Embedded Actions API',
    'Partner Events API',
    'Android',
    'iOS',
    'Flutter',
    'React Native',
    'Cordova',
    '.NET MAUI',
    'Shopify',
    '{authorName} - {nPosts}',
  ],
  // French words spelt as in English (and the unit "ms"); "Tags", "danger" and
  // "info" are also what Docusaurus's own French catalogue says.
  fr: [
    'Description',
    'Dimension',
    'Documentation',
    'Pages',
    'Solutions',
    'Type',
    'Version',
    'Version 2',
    'Version {version}',
    'Versions',
    'Tags',
    'danger',
    'info',
    '{ms} ms',
    // The report builder's choice of report: a French word, and a product name.
    'Transactions (Acme Ecommerce)',
  ],
};

export const allowedFor = (locale: string) =>
  new Set([...untranslatedAllowed.all, ...(untranslatedAllowed[locale] ?? [])]);

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
        ...(options.termbase ? termProblems(translation, options.termbase) : []),
        ...(options.locale === 'fr' ? frenchTypographyProblems(translation) : []),
      ];
      if (wording.length) problems.push(`${where}: ${wording.join('; ')}`);
    }
  }
  return problems;
}
