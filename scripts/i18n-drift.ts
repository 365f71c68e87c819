import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { locales, defaultLocale, siteDir, repoRoot } from './lib/paths.ts';
import {
  releaseNoteStatuses,
  releaseNotesDir,
  sourceHash,
  sourceKey,
  translatedDocsDir,
  translatedReleaseNotesDir,
  translationStatuses,
  withFrontMatterValue,
  type TranslationStatus,
} from '@acme-docs/site/translation-status';
import { apiPages } from '@acme-docs/site/api-pages';
import { overlayFile, overlayStatus, readOverlay, unmatchedActions } from '@acme-docs/site/openapi-overlays';
import {
  englishPostText,
  readSdkTranslations,
  sdkTextStatuses,
  sdkTranslationsFile,
} from '@acme-docs/site/sdk-translations';
import { sdks, platforms } from '@acme-docs/site/data/sdks';
import { parseMarkdown } from './lib/markdown.ts';
import { pageStructure, structureDifferences, withEnglishAnchors } from './lib/translation-structure.ts';
import {
  frenchTextProblems,
  frenchTypographyProblems,
  headingProblems,
  readTermbase,
  termProblems,
  textTermProblems,
  withFrenchSpacing,
  withFrenchTextSpacing,
} from './lib/termbase.ts';
import { apiPage, englishDocument, markOverlay } from './lib/overlay-files.ts';
import { allowedFor } from './lib/untranslated-allowed.ts';

// One report of everything translated and how far it lags behind English:
// docs pages, release notes, the SDK release history, the API pages' overlays
// and the UI strings. For each: what is missing, what drifted (its English
// changed since it was translated), and what breaks the structure of its
// English source or its locale's termbase (terms, style rules, shared
// headings; for French, non-breaking spaces).
//   tsx scripts/i18n-drift.ts                 report
//   tsx scripts/i18n-drift.ts --check         fail on what `npm test` must never let through: missing or orphan
//                                             pages, unrecorded translations, translations recorded as current
//                                             that are short of their English or break the termbase, overlay
//                                             actions that target nothing (the build fails on those too)
//   tsx scripts/i18n-drift.ts --strict        fail on anything reported (a locale's "done")
//   tsx scripts/i18n-drift.ts --locale ja     one locale only
//   tsx scripts/i18n-drift.ts --mark ja/glossary.md ja/release-notes/2026-09-08-x.md ja/openapi/query-api.yaml
//                                    ja/sdk-releases.json ja/ui
//                                             record that these translations match English now (pages get the
//                                             English heading anchors, French texts their non-breaking spaces)
const { values: options, positionals } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    locale: { type: 'string' },
    mark: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const translatedLocales = locales.filter((l) => l !== defaultLocale && (!options.locale || l === options.locale));
const relative = (file: string) => path.relative(repoRoot, file);
// API texts and SDK changes are Markdown in one line or paragraph: their code spans stay as they are.
const withoutCode = (text: string) => text.replace(/`[^`]*`/g, '\u2060');

/** The translation of a Markdown file with its English anchors, French spacing and source hash recorded. */
function markMarkdown(locale: string, file: string, englishFile: string) {
  const english = fs.readFileSync(englishFile, 'utf8');
  const anchored = withEnglishAnchors(fs.readFileSync(file, 'utf8'), english);
  const spaced = locale === 'fr' ? withFrenchSpacing(anchored) : anchored;
  fs.writeFileSync(file, withFrontMatterValue(spaced, sourceKey, sourceHash(english)));
}

function markSdkReleases(locale: string) {
  const file = sdkTranslationsFile(siteDir, locale);
  const translations = readSdkTranslations(siteDir, locale);
  const spaced = (message: string) => (locale === 'fr' ? withFrenchTextSpacing(message) : message);
  for (const [key, english] of Object.entries(englishPostText)) {
    const entry = translations.post[key as keyof typeof englishPostText];
    if (entry) Object.assign(entry, { message: spaced(entry.message), [sourceKey]: sourceHash(english) });
  }
  for (const platform of platforms)
    for (const release of sdks[platform].releases)
      translations.changes[platform]?.[release.version]?.forEach((entry, n) => {
        const english = release.changes[n];
        if (entry && english)
          Object.assign(entry, { message: spaced(entry.message), [sourceKey]: sourceHash(english) });
      });
  const { about } = JSON.parse(fs.readFileSync(file, 'utf8')) as { about?: string };
  fs.writeFileSync(file, `${JSON.stringify({ about, ...translations }, null, 2)}\n`);
}

if (options.mark) {
  for (const target of positionals) {
    const [locale, ...rest] = target.split('/');
    const item = rest.join('/');
    if (!locale || !locales.includes(locale as never) || locale === defaultLocale)
      throw new Error(`"${target}": start with a translated locale (${translatedLocales.join(', ')}).`);
    if (item.startsWith('release-notes/')) {
      const post = item.slice('release-notes/'.length);
      markMarkdown(
        locale,
        path.join(translatedReleaseNotesDir(siteDir, locale), post),
        path.join(releaseNotesDir(siteDir), post),
      );
    } else if (item.startsWith('openapi/')) {
      const count = await markOverlay(locale, path.basename(item, '.yaml'), allowedFor(locale));
      console.log(`  ${count} overlay actions recorded`);
    } else if (item === 'sdk-releases.json') {
      markSdkReleases(locale);
    } else if (item === 'ui') {
      const { englishUiCatalogue, markUiStrings } = await import('./lib/ui-strings.ts');
      const count = markUiStrings(siteDir, locale, await englishUiCatalogue(siteDir), allowedFor(locale));
      console.log(`  ${count} UI strings recorded`);
    } else {
      markMarkdown(locale, path.join(translatedDocsDir(siteDir, locale), item), path.join(siteDir, 'docs', item));
    }
    console.log(`marked ${target}`);
  }
  process.exit(0);
}

const failures: string[] = [];
let reported = 0;
const strictOnly: string[] = [];
const say = (line: string) => console.log(line);

/** Pages and posts: the same rules (structure, termbase, headings, French spacing). */
function reportMarkdown(
  title: string,
  statuses: TranslationStatus[],
  englishDir: string,
  translatedDir: (locale: string) => string,
  missingFails: boolean,
) {
  say(`\n## ${title}`);
  const counts = new Map<string, number>();
  const englishStructures = new Map<string, ReturnType<typeof pageStructure>>();
  for (const status of statuses) {
    counts.set(status.state, (counts.get(status.state) ?? 0) + 1);
    const label = `${status.state.padEnd(10)} ${status.locale}/${status.page}`;
    if (status.state === 'missing' || status.state === 'orphan' || status.state === 'unrecorded') {
      say(label);
      reported++;
      if (missingFails || status.state !== 'missing') failures.push(label);
      else strictOnly.push(label);
      continue;
    }
    const englishFile = path.join(englishDir, status.page);
    let english = englishStructures.get(status.page);
    if (!english) {
      english = pageStructure(parseMarkdown(fs.readFileSync(englishFile, 'utf8'), relative(englishFile)));
      englishStructures.set(status.page, english);
    }
    const translatedFile = path.join(translatedDir(status.locale), status.page);
    const tree = parseMarkdown(fs.readFileSync(translatedFile, 'utf8'), relative(translatedFile));
    const translated = pageStructure(tree);
    const { short, problems } = structureDifferences(english, translated);
    const termbase = readTermbase(siteDir, status.locale);
    const terms = [
      ...(termbase ? [...termProblems(tree, termbase), ...headingProblems(translated, termbase)] : []),
      ...(status.locale === 'fr' ? frenchTypographyProblems(tree) : []),
    ];
    if (status.state === 'current' && problems.length === 0 && terms.length === 0) continue;
    reported++;
    say(`${label}${short ? '  (incomplete)' : ''}`);
    for (const problem of [...problems, ...terms.map((t) => `wording: ${t}`)]) say(`             ${problem}`);
    if (status.state === 'current' && (short || terms.length)) failures.push(label);
    else strictOnly.push(label);
  }
  say([...counts].map(([state, n]) => `${state}: ${n}`).join(', ') || 'nothing translated');
}

reportMarkdown(
  'Docs pages',
  translationStatuses(siteDir, translatedLocales),
  path.join(siteDir, 'docs'),
  (locale) => translatedDocsDir(siteDir, locale),
  true,
);
// A post without its translation shows in English with a notice (src/theme/BlogPostItem/Content),
// so a new English post does not fail --check; it fails --strict until it is translated.
reportMarkdown(
  'Release notes',
  releaseNoteStatuses(siteDir, translatedLocales),
  releaseNotesDir(siteDir),
  (locale) => translatedReleaseNotesDir(siteDir, locale),
  false,
);

say('\n## SDK release history (sdk-releases.json: the Changes column and the generated SDK posts)');
for (const locale of translatedLocales) {
  const termbase = readTermbase(siteDir, locale);
  const statuses = sdkTextStatuses(siteDir, locale);
  const translations = readSdkTranslations(siteDir, locale);
  const lagging = statuses.filter((s) => s.state !== 'current');
  for (const status of lagging) {
    const label = `${status.state.padEnd(10)} ${locale}/sdk-releases.json ${status.key}`;
    say(status.english ? `${label}  (English: "${status.english}")` : label);
    strictOnly.push(label);
    reported++;
  }
  const messages = [
    ...Object.values(translations.post),
    ...Object.values(translations.changes).flatMap((byVersion) => Object.values(byVersion ?? {}).flat()),
  ].flatMap((entry) => (entry ? [entry.message] : []));
  const wording = messages
    .map(withoutCode)
    .flatMap((message) => [
      ...(termbase ? textTermProblems(message, termbase) : []),
      ...(locale === 'fr' ? frenchTextProblems(message) : []),
    ]);
  for (const problem of wording) {
    const label = `wording    ${locale}/sdk-releases.json: ${problem}`;
    say(label);
    failures.push(label);
    reported++;
  }
  say(`${locale}: ${statuses.length - lagging.length} of ${statuses.length} texts current`);
}

say('\n## API pages (OpenAPI overlays, site/i18n/<locale>/openapi/)');
for (const locale of translatedLocales) {
  const termbase = readTermbase(siteDir, locale);
  for (const page of apiPages) {
    const file = overlayFile(siteDir, locale, page.id);
    const name = `${locale}/openapi/${page.id}.yaml`;
    if (!fs.existsSync(file)) {
      const label = `missing    ${name}  (create it: npx tsx scripts/openapi-overlay.ts ${locale}/${page.id})`;
      say(label);
      strictOnly.push(label);
      reported++;
      continue;
    }
    const english = englishDocument(apiPage(page.id));
    const overlay = readOverlay(file);
    const unmatched = unmatchedActions(english, overlay);
    const status = overlayStatus(english, overlay);
    const wording = overlay.actions
      .filter((action) => action['x-translated-from'])
      .flatMap((action) =>
        Object.values(action.update ?? {})
          .map(withoutCode)
          .flatMap((text) => [
            ...(termbase ? textTermProblems(text, termbase) : []),
            ...(locale === 'fr' ? frenchTextProblems(text) : []),
          ]),
      );
    const lagging = status.drifted.length + status.untranslated.length + status.missing.length + status.orphan.length;
    if (!lagging && !unmatched.length && !wording.length) continue;
    reported++;
    const label = `${unmatched.length ? 'broken' : 'lagging'.padEnd(10)} ${name}`;
    say(
      `${label.padEnd(10)}  ${status.current} current, ${status.drifted.length} drifted, ${status.untranslated.length} untranslated, ` +
        `${status.missing.length} English texts without an action, ${status.orphan.length} actions without an English text`,
    );
    for (const target of status.drifted.slice(0, 5)) say(`             drifted: ${target}`);
    if (status.drifted.length > 5) say(`             and ${status.drifted.length - 5} more drifted`);
    for (const target of unmatched) say(`             targets nothing (the build fails): ${target}`);
    for (const problem of wording) say(`             wording: ${problem}`);
    if (unmatched.length || wording.length) failures.push(label);
    else strictOnly.push(label);
  }
}

say('\n## UI strings (site/i18n/<locale>/*.json, recorded in ui-sources.json)');
{
  const { englishUiCatalogue, readUiSources, uiStringDrift } = await import('./lib/ui-strings.ts');
  const english = await englishUiCatalogue(siteDir);
  for (const locale of translatedLocales) {
    const { drifted, unrecorded, current } = uiStringDrift(english, readUiSources(siteDir, locale));
    for (const key of drifted) say(`drifted    ${locale}/${key}`);
    for (const key of unrecorded) say(`unrecorded ${locale}/${key}`);
    reported += drifted.length + unrecorded.length;
    strictOnly.push(...drifted, ...unrecorded);
    say(`${locale}: ${current} current, ${drifted.length} drifted, ${unrecorded.length} unrecorded`);
  }
}

if (options.strict && reported > 0) {
  console.error(`\n${reported} translations are missing, drifted, incomplete or use rejected wording.`);
  process.exit(1);
}
if (options.check && failures.length > 0) {
  console.error(
    `\n${failures.length} translations need attention: missing, orphan or unrecorded pages, translations recorded as ` +
      'current that are structurally short of their English source or use rejected wording, or overlay actions that ' +
      'target nothing. Drifted translations and release notes, API texts or SDK changes awaiting translation are ' +
      'listed but do not fail --check (they fail --strict).',
  );
  process.exit(1);
}
say(
  reported
    ? `\n${reported} items listed above: ${failures.length} fail --check, ${strictOnly.length} only --strict.`
    : '\nEverything translated is current.',
);
