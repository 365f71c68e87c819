import fs from 'node:fs';
import path from 'node:path';
import { locales, defaultLocale, siteDir } from './lib/paths.ts';
import {
  sourceHash, sourceKey, translatedDocsDir, translationStatuses, withFrontMatterValue,
} from './lib/translations.ts';

// Reports which translated pages lag behind their English source.
//   tsx scripts/i18n-drift.ts                 report
//   tsx scripts/i18n-drift.ts --check         also fail on missing, orphan or unrecorded pages
//   tsx scripts/i18n-drift.ts --mark ja/glossary.md fr/glossary.md
//                                             record that these translations match English now
const args = process.argv.slice(2);
const translatedLocales = locales.filter((l) => l !== defaultLocale);

if (args[0] === '--mark') {
  for (const target of args.slice(1)) {
    const [locale, ...rest] = target.split('/');
    const page = rest.join('/');
    const file = path.join(translatedDocsDir(siteDir, locale!), page);
    const english = fs.readFileSync(path.join(siteDir, 'docs', page), 'utf8');
    fs.writeFileSync(file, withFrontMatterValue(fs.readFileSync(file, 'utf8'), sourceKey, sourceHash(english)));
    console.log(`marked ${target}`);
  }
  process.exit(0);
}

const statuses = translationStatuses(siteDir, translatedLocales);
const counts = new Map<string, number>();
for (const status of statuses) {
  counts.set(status.state, (counts.get(status.state) ?? 0) + 1);
  if (status.state !== 'current') console.log(`${status.state.padEnd(10)} ${status.locale}/${status.page}`);
}
console.log([...counts].map(([state, n]) => `${state}: ${n}`).join(', ') || 'no translated pages');
const broken = statuses.filter((s) => s.state === 'missing' || s.state === 'orphan' || s.state === 'unrecorded');
if (args.includes('--check') && broken.length > 0) {
  console.error(`${broken.length} translated pages need attention (missing, orphan or unrecorded). Drifted pages are listed but do not fail.`);
  process.exit(1);
}
