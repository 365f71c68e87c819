import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  frontMatterValue,
  sourceHash,
  sourceKey,
  translationStatuses,
  withFrontMatterValue,
} from '@acme-docs/site/translation-status';
import { pageStructure, structureDifferences, withEnglishAnchors } from '../lib/translation-structure.ts';
import {
  frenchTypographyProblems,
  withFrenchSpacing,
  headingProblems,
  readTermbase,
  termProblems,
  type Termbase,
} from '../lib/termbase.ts';
import { siteDir } from '../lib/paths.ts';

test('reads and writes one front matter key without touching the rest', () => {
  const page = '---\ntitle: "Glossary"\nsidebar_position: 3\n---\n\nBody: text\n';
  const marked = withFrontMatterValue(page, sourceKey, 'abc123');
  assert.equal(frontMatterValue(marked, sourceKey), 'abc123');
  assert.equal(frontMatterValue(marked, 'title'), 'Glossary');
  assert.ok(marked.endsWith('\n\nBody: text\n'));
  const remarked = withFrontMatterValue(marked, sourceKey, 'def456');
  assert.equal(remarked.match(new RegExp(`${sourceKey}:`, 'g'))?.length, 1);
  assert.throws(() => withFrontMatterValue('no front matter', sourceKey, 'x'));
});

test('classifies translations as current, drifted, unrecorded, orphan or missing', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-'));
  const put = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), body);
  };
  const ja = 'i18n/ja/docusaurus-plugin-content-docs/current';
  const english = (title: string) => `---\ntitle: ${title}\n---\n`;
  put('docs/a.md', english('A'));
  put('docs/b.md', english('B'));
  put('docs/c.md', english('C'));
  put('docs/d.md', english('D'));
  put(`${ja}/a.md`, `---\ntitle: A-ja\n${sourceKey}: ${sourceHash(english('A'))}\n---\n`);
  put(`${ja}/b.md`, `---\ntitle: B-ja\n${sourceKey}: ${sourceHash(english('B, older'))}\n---\n`);
  put(`${ja}/c.md`, '---\ntitle: C-ja\n---\n');
  put(`${ja}/gone.md`, '---\ntitle: gone\n---\n');
  const states = Object.fromEntries(translationStatuses(site, ['ja']).map((s) => [s.page, s.state]));
  assert.deepEqual(states, {
    'a.md': 'current',
    'b.md': 'drifted',
    'c.md': 'unrecorded',
    'd.md': 'missing',
    'gone.md': 'orphan',
  });
});

const englishPage = [
  '---',
  'title: "Sandbox"',
  '---',
  '',
  'Intro with a [link](/glossary).',
  '',
  '## Steps',
  '',
  ':::tip',
  'A tip.',
  ':::',
  '',
  '| Field | Value |',
  '| --- | --- |',
  '| a | b |',
  '',
  '```kotlin',
  '// Start the SDK',
  'Acme.initialize(context, "1002")',
  'val launcher = Acme.launcher()',
  '```',
  '',
  '```mermaid',
  'flowchart LR',
  '  A[Start] --> B[Done]',
  '```',
  '',
  '<SdkInstall platform="android" />',
  '',
  '### Verify',
  '',
  '![Monitor](/img/monitor.png)',
  '',
].join('\n');

test('a full translation keeps the structure and the code as it is; diagram labels may change', () => {
  const translated = englishPage
    .replace('Intro with a', 'Introduction avec un')
    .replace('A[Start] --> B[Done]', 'A[Début] --> B[Fin]')
    .replace('## Steps', '## Étapes {/* #steps */}');
  assert.deepEqual(structureDifferences(pageStructure(englishPage), pageStructure(translated)), {
    short: false,
    problems: [],
  });
});

test('a summary is short: each lost heading, code block, link, admonition, table row, image and component is named', () => {
  const summary = '---\ntitle: "Sandbox"\n---\n\nA short summary.\n\n## Steps\n';
  const { short, problems } = structureDifferences(pageStructure(englishPage), pageStructure(summary));
  assert.equal(short, true);
  assert.deepEqual(problems, [
    'headings: 1 of 2',
    'code blocks: 0 of 2',
    'diagrams: 0 of 1',
    'links missing: /glossary',
    'admonitions missing: tip',
    'tables: 0 of 1',
    'images: 0 of 1',
    'components missing: SdkInstall',
  ]);
});

test('code stays byte for byte, comments and strings included', () => {
  const changed = englishPage.replace('val launcher = Acme.launcher()', 'val lanceur = Acme.launcher()');
  const { short, problems } = structureDifferences(pageStructure(englishPage), pageStructure(changed));
  assert.equal(short, false);
  assert.deepEqual(problems, ['code block 1 (kotlin) changes code at its line 3']);
  for (const [from, to] of [
    ['// Start the SDK', '// Démarrer le SDK'],
    ['"1002"', '"1002" '],
  ])
    assert.deepEqual(structureDifferences(pageStructure(englishPage), pageStructure(englishPage.replace(from, to))), {
      short: false,
      problems: [`code block 1 (kotlin) changes code at its line ${from.startsWith('//') ? 1 : 2}`],
    });
  const shorter = englishPage.replace('val launcher = Acme.launcher()\n', '');
  assert.equal(structureDifferences(pageStructure(englishPage), pageStructure(shorter)).short, true);
});

test('the termbase rejects variants in prose, never in code, links or the English kept in brackets', () => {
  const termbase: Termbase = {
    locale: 'fr',
    terms: [
      { en: 'placement', term: 'emplacement', rejected: ['placement', 'placements'] },
      { en: 'referral', term: 'redirection', rejected: ['referral'] },
    ],
  };
  const clean = [
    '---',
    'title: "Emplacements"',
    '---',
    'Un **emplacement** (placement) se demande avec `selectPlacements`.',
    'Voir [la page](/developers/integration-guides/android/how-to/adding-a-placement).',
    '```kotlin',
    'val placement = 1',
    '```',
  ].join('\n');
  assert.deepEqual(termProblems(clean, termbase), []);
  const wrong = `${clean}\nChaque placement génère un Referral.\n`;
  assert.deepEqual(termProblems(wrong, termbase), [
    '"placement" ×1: write "emplacement" (placement)',
    '"referral" ×1: write "redirection" (referral)',
  ]);
  const ja: Termbase = { locale: 'ja', terms: [{ en: 'placement', term: 'プレースメント', rejected: ['配置枠'] }] };
  assert.deepEqual(termProblems('---\ntitle: x\n---\nオファーの配置枠です。', ja), [
    '"配置枠" ×1: write "プレースメント" (placement)',
  ]);
});

test('the ja and fr termbases are well formed: one rendering per term, no rejected variant equal to a rendering', () => {
  for (const locale of ['ja', 'fr']) {
    const termbase = readTermbase(siteDir, locale);
    assert.ok(termbase, `site/i18n/${locale}/terms.json exists`);
    const renderings = new Set(termbase.terms.map((t) => t.term.toLowerCase()));
    assert.equal(
      new Set(termbase.terms.map((t) => t.en)).size,
      termbase.terms.length,
      `${locale}: a term is listed twice`,
    );
    for (const t of termbase.terms)
      for (const r of t.rejected)
        assert.ok(!renderings.has(r.toLowerCase()), `${locale}: "${r}" is both rejected and a rendering`);
  }
});

test('French prose needs non-breaking spaces before : ; ? ! and inside guillemets, never in code or admonitions', () => {
  const nbsp = '\u00a0';
  const good = `---\ntitle: "Démarrer${nbsp}: la sandbox"\n---\n\n:::tip\nVoici${nbsp}: «${nbsp}sandbox${nbsp}» suffit${nbsp}!\n:::\n\n\`\`\`js\nconst a = { b : 1 };\n\`\`\`\n`;
  assert.deepEqual(frenchTypographyProblems(good), []);
  const bad = good.replace(`Voici${nbsp}:`, 'Voici :').replace(`«${nbsp}sandbox`, '« sandbox');
  assert.deepEqual(frenchTypographyProblems(withFrenchSpacing(bad)), []);
  assert.equal(withFrenchSpacing(good), good);
  assert.deepEqual(frenchTypographyProblems(bad), [
    '1 plain space(s) before : ; ? ! or »: use a non-breaking space',
    '1 plain space(s) after «: use a non-breaking space',
  ]);
});

test('a translated heading keeps its English anchor, and --mark adds it where the text would slug differently', () => {
  const english =
    '---\ntitle: x\n---\n\n## Before you begin\n\n## Step 1: Set the `sandbox` flag\n\n## Before you begin\n';
  const translated =
    '---\ntitle: x\n---\n\n## 始める前に\n\n## ステップ 1: `sandbox` フラグを設定する\n\n## Before you begin\n';
  const { short, problems } = structureDifferences(pageStructure(english), pageStructure(translated));
  assert.equal(short, true);
  assert.deepEqual(problems, [
    'anchors not kept: {/* #before-you-begin */}, {/* #step-1-set-the-sandbox-flag */}, {/* #before-you-begin-1 */}',
  ]);
  const anchored = withEnglishAnchors(translated, english);
  assert.match(anchored, /## 始める前に \{\/\* #before-you-begin \*\/\}\n/);
  assert.match(anchored, /## ステップ 1: `sandbox` フラグを設定する \{\/\* #step-1-set-the-sandbox-flag \*\/\}\n/);
  // The classic {#id} syntax, which MDX rejects under future.v4, is rewritten.
  assert.equal(
    withEnglishAnchors(translated.replace('## 始める前に', '## 始める前に {#before-you-begin}'), english),
    anchored,
  );
  assert.deepEqual(structureDifferences(pageStructure(english), pageStructure(anchored)), {
    short: false,
    problems: [],
  });
  assert.equal(withEnglishAnchors(anchored, english), anchored, 'idempotent');
  // A numbered heading keeps its number in the anchor, as Docusaurus slugs it; a wrong explicit id is corrected.
  const numbered = '---\ntitle: x\n---\n\n## 2. Set the design\n';
  assert.deepEqual(pageStructure(numbered).anchors, ['2-set-the-design']);
  assert.equal(
    withEnglishAnchors('---\ntitle: x\n---\n\n## 2. デザイン {/* #set-the-design */}\n', numbered),
    '---\ntitle: x\n---\n\n## 2. デザイン {/* #2-set-the-design */}\n',
  );
});

test('the termbases enforce their style rules and shared headings, and each fails on a planted variant', () => {
  const ja = readTermbase(siteDir, 'ja')!;
  const fr = readTermbase(siteDir, 'fr')!;
  const page = (body: string) => `---\ntitle: x\n---\n\n${body}\n`;
  const clean = page(
    '**広告主**：お客様のオファーは `selectPlacements` で選ばれます。すべてのフィルターはデフォルトのままです。',
  );
  assert.deepEqual(termProblems(clean, ja), []);
  const planted: [string, RegExp][] = [
    ['**広告主**: お客様のオファー。', /^colon: ":"/],
    ['例：　`x`。', /^colon spacing/],
    ['あなたのオファー。', /"あなた" ×1: write "お客様"/],
    ['貴社のオファー。', /"貴社" ×1/],
    ['全てのタグ。', /"全て" ×1: write "すべて"/],
    ['Web サイトに追加します。', /"Web サイト" ×1: write "ウェブサイト"/],
    ['既定の値。', /"既定" ×1: write "デフォルト"/],
    ['フィルタを使います。', /^filter/],
    ['『検索』の結果。', /"『" ×1/],
    ['キャンペーンは **Paused** です。', /"Paused" ×1: write "一時停止中"/],
  ];
  for (const [body, expected] of planted) {
    const problems = termProblems(page(body), ja);
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${body}: ${problems.join('; ')}`,
    );
  }
  // A time, a URL, code and a UI label spelt in English are not colons or statuses.
  assert.deepEqual(
    termProblems(
      page('08:00 に https://x.example/a:b で `a: b` を使い、**Report completed orders** をオンにします。'),
      ja,
    ),
    [],
  );
  const frPlanted: [string, RegExp][] = [
    ['Le backend répond.', /"backend" ×1: write "back-end"/],
    ["Vue d'ensemble des API.", /"vue d'ensemble" ×1: write "présentation"/],
    ['Un build debug suffit.', /"build debug" ×1/],
    ['Avant la release.', /"release" ×1: write "version"/],
    ['La campagne reste **Paused**.', /"Paused" ×1: write "En pause"/],
  ];
  for (const [body, expected] of frPlanted) {
    const problems = termProblems(page(body), fr);
    assert.ok(
      problems.some((p) => expected.test(p)),
      `${body}: ${problems.join('; ')}`,
    );
  }
  const headings = (markdown: string, termbase: Termbase) => headingProblems(pageStructure(markdown), termbase);
  assert.deepEqual(headings(page('## Vérifier le résultat {/* #verify-it-worked */}'), fr), [
    'heading "Vérifier le résultat": write "Vérifier que tout fonctionne" (#verify-it-worked)',
  ]);
  assert.deepEqual(headings(page('## Vérifier que tout fonctionne {/* #verify-it-worked */}'), fr), []);
  assert.deepEqual(headings(page('## 動作の確認 {/* #verify-it-worked */}'), ja).length, 1);
});
