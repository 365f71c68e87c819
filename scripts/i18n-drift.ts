import fs from 'node:fs';
import path from 'node:path';
import { locales, defaultLocale, siteDir } from './lib/paths.ts';
import {
  sourceHash,
  sourceKey,
  translatedDocsDir,
  translationStatuses,
  withFrontMatterValue,
} from '@acme-docs/site/translation-status';
import { pageStructure, structureDifferences, withEnglishAnchors } from './lib/translation-structure.ts';
import { frenchTypographyProblems, readTermbase, termProblems, withFrenchSpacing } from './lib/termbase.ts';

// Reports which translated pages lag behind their English source, which are
// structurally short of it (headings, code, links, admonitions, tables, images,
// diagrams, components), and which use a term their locale's termbase rejects
// (or, in French, plain spaces where French typography wants non-breaking ones).
//   tsx scripts/i18n-drift.ts                 report
//   tsx scripts/i18n-drift.ts --check         fail on missing, orphan or unrecorded pages, and on
//                                             pages recorded as current that are short or use a rejected term
//   tsx scripts/i18n-drift.ts --strict        fail on anything reported (a locale's "done")
//   tsx scripts/i18n-drift.ts --locale ja     one locale only
//   tsx scripts/i18n-drift.ts --mark ja/glossary.md fr/glossary.md
//                                             record that these translations match English now
//                                             (headings get the English anchors, French pages their non-breaking spaces)
const args = process.argv.slice(2);
const onlyLocale = args.includes('--locale') ? args[args.indexOf('--locale') + 1] : undefined;
const translatedLocales = locales.filter((l) => l !== defaultLocale && (!onlyLocale || l === onlyLocale));

if (args[0] === '--mark') {
  for (const target of args.slice(1)) {
    const [locale, ...rest] = target.split('/');
    const page = rest.join('/');
    const file = path.join(translatedDocsDir(siteDir, locale!), page);
    const english = fs.readFileSync(path.join(siteDir, 'docs', page), 'utf8');
    const translated = fs.readFileSync(file, 'utf8');
    const anchored = withEnglishAnchors(translated, english);
    const spaced = locale === 'fr' ? withFrenchSpacing(anchored) : anchored;
    fs.writeFileSync(file, withFrontMatterValue(spaced, sourceKey, sourceHash(english)));
    console.log(`marked ${target}`);
  }
  process.exit(0);
}

const statuses = translationStatuses(siteDir, translatedLocales);
const counts = new Map<string, number>();
const failures: string[] = [];
let reported = 0;
for (const status of statuses) {
  counts.set(status.state, (counts.get(status.state) ?? 0) + 1);
  const label = `${status.state.padEnd(10)} ${status.locale}/${status.page}`;
  if (status.state === 'missing' || status.state === 'orphan' || status.state === 'unrecorded') {
    console.log(label);
    failures.push(label);
    reported++;
    continue;
  }
  const translated = fs.readFileSync(path.join(translatedDocsDir(siteDir, status.locale), status.page), 'utf8');
  const english = fs.readFileSync(path.join(siteDir, 'docs', status.page), 'utf8');
  const { short, problems } = structureDifferences(pageStructure(english), pageStructure(translated));
  const termbase = readTermbase(siteDir, status.locale);
  const terms = [
    ...(termbase ? termProblems(translated, termbase) : []),
    ...(status.locale === 'fr' ? frenchTypographyProblems(translated) : []),
  ];
  if (status.state === 'current' && problems.length === 0 && terms.length === 0) continue;
  reported++;
  console.log(`${label}${short ? '  (incomplete)' : ''}`);
  for (const problem of [...problems, ...terms.map((t) => `wording: ${t}`)]) console.log(`             ${problem}`);
  if (status.state === 'current' && (short || terms.length)) failures.push(label);
}
console.log([...counts].map(([state, n]) => `${state}: ${n}`).join(', ') || 'no translated pages');
if (args.includes('--strict') && reported > 0) {
  console.error(`${reported} translated pages are missing, drifted, short, or use rejected terms.`);
  process.exit(1);
}
if (args.includes('--check') && failures.length > 0) {
  console.error(
    `${failures.length} translated pages need attention: missing, orphan or unrecorded pages, or pages recorded as ` +
      'current that are structurally short of their English source or use a rejected term. Drifted pages are listed but do not fail.',
  );
  process.exit(1);
}
