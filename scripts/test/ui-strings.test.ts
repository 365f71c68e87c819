import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteDir } from '../lib/paths.ts';
import { readTermbase, type Termbase } from '../lib/termbase.ts';
import {
  allowedFor,
  englishUiCatalogue,
  readUiCatalogue,
  uiStringProblems,
  untranslatedAllowed,
  type UiCatalogue,
} from '../lib/ui-strings.ts';

// The UI strings (navbar, footer, sidebar categories, search, home page,
// components, API reference chrome, release notes) are complete in every
// translated locale. The English reference is computed from the source the way
// `docusaurus write-translations --locale en` computes it, so a string added in
// code is checked without anyone regenerating a reference file.

const catalogue = (files: Record<string, Record<string, string>>): UiCatalogue =>
  new Map(
    Object.entries(files).map(([file, messages]) => [
      file,
      Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, { message }])),
    ]),
  );

test('reports a missing key, an English message, a rejected term and French spacing; allows listed names', () => {
  const english = catalogue({
    'code.json': {
      'a.title': 'Search results',
      'a.brand': 'Acme Ads',
      'a.sandbox': 'Local sandbox',
      'a.token': 'Token:',
    },
    'docusaurus-theme-classic/navbar.json': { 'item.label.Docs': 'Docs' },
  });
  const termbase: Termbase = { locale: 'fr', terms: [{ en: 'sandbox', term: 'sandbox', rejected: ['bac à sable'] }] };
  const french = catalogue({
    'code.json': {
      'a.title': 'Search results',
      'a.brand': 'Acme Ads',
      'a.sandbox': 'Bac à sable local',
      'a.token': 'Jeton :',
    },
    'docusaurus-theme-classic/navbar.json': {},
  });
  const problems = uiStringProblems(english, french, { locale: 'fr', allowed: new Set(['Acme Ads']), termbase });
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems.join('\n'), /navbar\.json "item\.label\.Docs": missing/);
  assert.match(problems.join('\n'), /"a\.title": still English/);
  assert.match(problems.join('\n'), /"a\.sandbox": "bac à sable" ×1/);
  assert.match(problems.join('\n'), /"a\.token": 1 plain space/);
  const fixed = catalogue({
    'code.json': {
      'a.title': 'Résultats de recherche',
      'a.brand': 'Acme Ads',
      'a.sandbox': 'Sandbox locale',
      'a.token': 'Jeton\u00a0:',
    },
    'docusaurus-theme-classic/navbar.json': { 'item.label.Docs': 'Documentation' },
  });
  assert.deepEqual(uiStringProblems(english, fixed, { locale: 'fr', allowed: new Set(['Acme Ads']), termbase }), []);
});

test('every UI string is translated in Japanese and French', async () => {
  const english = await englishUiCatalogue(siteDir);
  // The catalogue covers every kind of file the issue names.
  for (const file of [
    'code.json',
    'docusaurus-theme-classic/navbar.json',
    'docusaurus-theme-classic/footer.json',
    'docusaurus-plugin-content-docs/current.json',
    'docusaurus-plugin-content-blog-release-notes/options.json',
  ])
    assert.ok(Object.keys(english.get(file) ?? {}).length > 0, `no English strings found for ${file}`);

  const englishMessages = new Set(
    [...english.values()].flatMap((messages) => Object.values(messages).map((m) => m.message)),
  );
  const unused = Object.values(untranslatedAllowed)
    .flat()
    .filter((message) => !englishMessages.has(message));
  assert.deepEqual(
    unused,
    [],
    'allow-listed messages no English UI string has any more: remove them from scripts/lib/ui-strings.ts',
  );

  const problems = ['ja', 'fr'].flatMap((locale) =>
    uiStringProblems(english, readUiCatalogue(siteDir, locale, english.keys()), {
      locale,
      allowed: allowedFor(locale),
      termbase: readTermbase(siteDir, locale),
    }),
  );
  assert.ok(
    problems.length === 0,
    [
      `${problems.length} UI string problem(s):`,
      ...problems.map((problem) => `  ${problem}`),
      'Add missing keys with `npm run write-translations -w site -- --locale ja` (and fr) and translate them;',
      'a name that is the same in every language goes on the allow list in scripts/lib/untranslated-allowed.ts.',
    ].join('\n'),
  );
});
