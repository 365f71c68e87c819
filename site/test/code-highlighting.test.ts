import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { classOf, grammarOf, highlightRuns } from '../src/plugins/code-highlighting/highlight.ts';
import { decodeRuns, encodeRuns, linesOf } from '../src/plugins/code-highlighting/runs.ts';
import { codeBlockMeta } from '../src/plugins/code-highlighting/meta.ts';
import { highlightStylesheet, remarkCodeBlocks } from '../src/plugins/code-highlighting/index.ts';
import remarkAutoImport from '../src/plugins/mdx-auto-import/index.ts';
import { codeRoleTheme } from '../src/data/code-themes.ts';

const samples: Record<string, string> = {
  java: 'public static void main(String[] args) {\n  // say hello\n  System.out.println("hi");\n\n}',
  bash: 'curl -s -X POST "$API/v1/query" \\\n  -H "Authorization: Bearer $TOKEN"',
  json: '{\n  "rows": [1, 2.5, true, null],\n  "name": "Acme"\n}',
  kotlin: 'val sdk = AcmeSdk.init(context, sandbox = BuildConfig.DEBUG)\n/* a\n   block comment */',
  ts: "const rows: Row[] = await client.query({ metrics: ['clicks'] });",
};

for (const [language, code] of Object.entries(samples)) {
  test(`${language}: runs are ordered, inside one line each, and rebuild the code`, () => {
    const runs = highlightRuns(code, language);
    assert.ok(runs.length > 2, 'the code is highlighted');
    let end = 0;
    for (const [start, length, className] of runs) {
      assert.ok(start >= end && length > 0, `run at ${start} overlaps the one before`);
      assert.ok(!code.slice(start, start + length).includes('\n'), `run at ${start} crosses a line break`);
      assert.match(className, /^hl-\w+( hl-(italic|bold))*$/);
      end = start + length;
    }
    assert.deepEqual(decodeRuns(encodeRuns(runs)), runs, 'the runs survive the encoding pages carry');
    const lines = linesOf(code, runs);
    const rebuilt = lines
      .map((parts) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join(''))
      .join('\n');
    assert.equal(rebuilt, code);
    assert.equal(lines.flat().filter((part) => typeof part !== 'string').length, runs.length, 'every run is shown');
  });
}

test('neighbouring tokens of one colour are one run, across the spaces between them', () => {
  const runs = highlightRuns('public static final int x = 1;', 'java');
  assert.deepEqual(runs[0], [0, 'public static final int'.length, 'hl-keyword']);
});

test('plain text, punctuation and operators carry no class: they take the block colour', () => {
  assert.equal(classOf(['plain']), '');
  assert.equal(classOf(['punctuation']), '');
  assert.equal(classOf(['operator']), '');
  assert.equal(classOf(['comment']), 'hl-comment hl-italic');
});

test('a language without a grammar, or code changed after highlighting, shows as plain text', () => {
  assert.deepEqual(highlightRuns('anything at all', 'text'), []);
  const runs = highlightRuns(samples.java!, 'java');
  const lines = linesOf('short', runs);
  assert.deepEqual(lines, [['short']]);
});

test('the stylesheet has a colour for every class a token can get, in both modes', () => {
  const css = highlightStylesheet();
  const types = codeRoleTheme.styles.flatMap((entry) => entry.types);
  for (const className of new Set(types.map((type) => classOf([type])).filter(Boolean))) {
    for (const name of className.split(' ')) assert.match(css, new RegExp(`\\.${name}\\{`), name);
  }
  assert.match(css, /\[data-theme='dark'\]\{--hl-background:#161B22;/);
});

/** The fence languages of every Markdown page, English and translated. */
function fenceLanguages(): Set<string> {
  const languages = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(entry.name))
        for (const [, lang] of fs.readFileSync(file, 'utf8').matchAll(/^\s*```(\w[\w+#-]*)/gm)) languages.add(lang!);
    }
  };
  for (const dir of ['docs', 'i18n', 'release-notes']) walk(path.join(import.meta.dirname, '..', dir));
  return languages;
}

test('every language the pages fence has a grammar (text and mermaid aside)', () => {
  const languages = fenceLanguages();
  assert.ok(languages.size > 15, [...languages].join(' '));
  const missing = [...languages].filter((language) => !['text', 'mermaid'].includes(language) && !grammarOf(language));
  assert.deepEqual(missing, []);
});

test('a page gets its code blocks highlighted and imports what it uses, once', async () => {
  const source = [
    "import Tabs from '@theme/Tabs';",
    '',
    '<Tabs><TabItem value="a">',
    '',
    '```java title="Main.java"',
    'int x = 1;',
    '```',
    '',
    '</TabItem></Tabs>',
    '',
    '<SdkInstall platform="android" />',
  ].join('\n');
  // MDX is published as ES modules only; the tests run as CommonJS.
  const { compile } = await import('@mdx-js/mdx');
  const output = String(await compile(source, { remarkPlugins: [remarkCodeBlocks, remarkAutoImport] }));
  assert.match(output, /import CodeBlock from "@theme\/CodeBlock"/);
  assert.match(output, /import TabItem from "@theme\/TabItem"/);
  assert.match(output, /import \{SdkInstall\} from "@site\/src\/components\/Sdk"/);
  assert.equal(
    output.match(/from ["']@theme\/Tabs["']/g)?.length,
    1,
    'the page’s own import of Tabs is kept, not repeated',
  );
  assert.match(output, /highlight: "0,3,keyword;/);
  assert.match(output, /title: "Main.java"/, 'the title is read at build time');
  assert.doesNotMatch(output, /metastring/, 'no meta string is left for the browser to parse');
  assert.doesNotMatch(output, /_components\.(pre|code)/, 'no fenced code is left to MDXComponents');
});

test('an admonition imports the theme’s Admonition on its own page, not through MDXComponents', async () => {
  const { compile } = await import('@mdx-js/mdx');
  const { default: remarkDirective } = await import('remark-directive');
  // Docusaurus's own admonitions plugin, as its MDX loader runs it before the site's plugins.
  const { default: admonitions } =
    (await import('@docusaurus/mdx-loader/lib/remark/admonitions/index.js')) as unknown as {
      default: import('unified').Plugin;
    };
  const directive = [':::warning[Major version]', '', 'Read the changes first.', '', ':::'].join('\n');
  const written = ['<admonition type="note">', '', 'Sandbox data moves with the date.', '', '</admonition>'].join('\n');
  for (const source of [directive, written]) {
    const output = String(await compile(source, { remarkPlugins: [remarkDirective, admonitions, remarkAutoImport] }));
    assert.match(output, /import Admonition from "@theme\/Admonition"/);
    assert.match(output, /_jsx\(Admonition, \{/);
    assert.doesNotMatch(output, /_components\.admonition/);
  }
});

test('a meta string gives the title, line numbers and highlighted lines, counted from 0', () => {
  assert.deepEqual(codeBlockMeta('a\nb\nc\nd', `title='app.js' showLineNumbers=5 {1,3-4}`), {
    code: 'a\nb\nc\nd',
    title: 'app.js',
    lineNumbersStart: 5,
    highlightedLines: [0, 2, 3],
  });
  assert.equal(codeBlockMeta('a', 'showLineNumbers').lineNumbersStart, 1);
  assert.deepEqual(codeBlockMeta('a', ''), { code: 'a', highlightedLines: [] });
});

test('magic comments highlight lines and leave the code, in each comment style', () => {
  const code = [
    '// highlight-next-line',
    'one();',
    'two();',
    '# highlight-start',
    'three',
    'four',
    '<!-- highlight-end -->',
    'five',
    '/* highlight-next-line */',
    'six',
  ].join('\n');
  assert.deepEqual(codeBlockMeta(code), {
    code: 'one();\ntwo();\nthree\nfour\nfive\nsix',
    highlightedLines: [0, 2, 3, 5],
  });
  // A comment that says more is code, and a range in the meta string turns magic comments off, as in the theme.
  assert.equal(codeBlockMeta('x // highlight-next-line\ny').code, 'x // highlight-next-line\ny');
  assert.deepEqual(codeBlockMeta('// highlight-next-line\ny', '{2}'), {
    code: '// highlight-next-line\ny',
    highlightedLines: [1],
  });
});
