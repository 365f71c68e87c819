import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfm } from 'micromark-extension-gfm';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import {
  components,
  componentMessageSources,
  renderedComponentNames,
} from '../src/plugins/markdown-twins/components.ts';
import { loadRenderedComponents } from '../src/plugins/markdown-twins/rendered-components.ts';
import { permissions } from '../src/data/facts/roles.ts';
import { dataRegions } from '../src/data/facts/trust-center.ts';
import { adsBilling } from '../src/data/billing.ts';
import {
  convertTree,
  parseMdx,
  TwinError,
  writeMarkdown,
  type TwinContext,
} from '../src/plugins/markdown-twins/mdx-to-markdown.ts';
import { readMessages, type Messages } from '../src/plugins/markdown-twins/ui-messages.ts';
import { pagePathOf, twinPathOf } from '../src/plugins/markdown-twins/paths.ts';
import { withAlternateLink } from '../src/plugins/markdown-twins/html.ts';
import { autoImported } from '../src/plugins/mdx-auto-import/index.ts';
import { currentVersion, sdks } from '../src/data/sdks.ts';
import { referralSignature } from '../src/data/referral-signature.ts';
import { catalogues, publicCatalogue } from '@acme-docs/query-api/catalogue';

// The conversion of a page's MDX into its Markdown twin (src/plugins/markdown-twins):
// every component rendered by its entry in components.ts, nothing of MDX left.

let english: Messages;
let japanese: Messages;
before(async () => {
  await loadRenderedComponents(renderedComponentNames);
  english = await readMessages(componentMessageSources, {});
  japanese = await readMessages(componentMessageSources, {
    'theme.admonition.warning': '警告',
    'sdk.package': 'パッケージ',
  });
});

function twin(source: string, messages?: Messages, locale = 'en'): string {
  const context: TwinContext = {
    file: 'docs/page.md',
    locale,
    messages: messages ?? english,
    absoluteUrl: (url) => (url.startsWith('/') ? `https://docs.acme.example${url}.md` : url),
  };
  return writeMarkdown(convertTree(parseMdx(source), context, components));
}

/** The twin as any GFM reader sees it. */
const gfmTree = (markdown: string): Root =>
  fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
const headings = (markdown: string) => {
  const found: string[] = [];
  visit(gfmTree(markdown), 'heading', (node) => {
    found.push(`h${node.depth} ${toString(node)}`);
  });
  return found;
};

test('every component a page may use without importing it has a Markdown rendering', () => {
  const missing = Object.keys(autoImported).filter((name) => !(name in components));
  assert.deepEqual(missing, []);
});

test('tabs become one section per tab, named after it, below the section they sit in', () => {
  const markdown = twin(`## Install

<Tabs groupId="lang">
  <TabItem value="kotlin" label="Kotlin">

\`\`\`kotlin
val a = 1
\`\`\`

  </TabItem>
  <TabItem value="java">

Java text.

  </TabItem>
</Tabs>
`);
  assert.deepEqual(headings(markdown), ['h2 Install', 'h4 Kotlin', 'h4 java']);
  assert.match(markdown, /#### Kotlin\n\n```kotlin\nval a = 1\n```\n\n#### java\n\nJava text\./);
  assert.doesNotMatch(markdown, /<|TabItem/);
});

test('admonitions become blockquotes labelled in the page language, with their title', () => {
  const source = ':::warning[Major version]\n\nThis release changes the API.\n\n:::\n';
  assert.equal(twin(source), '> **Warning — Major version**\n>\n> This release changes the API.\n');
  assert.match(twin(source, japanese, 'ja'), /^> \*\*警告 — Major version\*\*/);
  assert.equal(twin(':::note\n\nPlain.\n\n:::\n'), '> **Note**\n>\n> Plain.\n');
});

test('diagrams keep their Mermaid source in a fenced block', () => {
  const source = '```mermaid\nflowchart LR\n  A --> B\n```\n';
  assert.equal(twin(source), source);
});

test('SDK facts come from sdks.ts: inline facts in the sentence, install steps as sections, releases as tables', () => {
  const android = sdks.android;
  assert.equal(
    twin(
      'Add <SdkPackage platform="android" /> <SdkVersion platform="android" /> on <SdkMinimumOs platform="android" />.',
    ),
    `Add \`${android.packageName}\` \`${currentVersion('android')}\` on ${android.minimumOs}.\n`,
  );
  const install = twin('### Install\n\n<SdkInstall platform="android" />\n');
  assert.deepEqual(headings(install), ['h3 Install', ...android.install.map((step) => `h4 ${step.label}`)]);
  assert.ok(install.includes(android.install[0]!.code(currentVersion('android'))));
  const releases = twin('<SdkReleases platform="android" />');
  const tables: number[] = [];
  visit(gfmTree(releases), 'table', (node) => {
    tables.push(node.children.length);
  });
  assert.deepEqual(tables, [5, android.releases.length + 1], 'facts (empty header + 4) and releases (header + rows)');
  assert.match(releases, /\| Package \| `com\.acme:acme-android-sdk` \(Maven Central\) \|/);
  assert.match(twin('<SdkReleases platform="android" />', japanese, 'ja'), /\| パッケージ \|/);
});

test('the reporting catalogue becomes GFM tables with every metric and dimension', () => {
  const { metrics, dimensions } = publicCatalogue(catalogues.campaigns);
  const metricRows = twin('<ReportMetrics report="campaigns" />').trim().split('\n');
  assert.equal(metricRows[0], '| Metric | Description | Type | Unit | Formula |');
  assert.equal(metricRows.length, metrics.length + 2);
  for (const metric of metrics) assert.ok(metricRows.some((row) => row.startsWith(`| \`${metric.slug}\` |`)));
  const dimensionRows = twin('<ReportDimensions report="campaigns" />').trim().split('\n');
  assert.equal(dimensionRows.length, dimensions.length + 2);
});

test('the referral test vector keeps its URL and canonical string as code blocks', () => {
  const markdown = twin('<ReferralTestVector />');
  const blocks: string[] = [];
  visit(gfmTree(markdown), 'code', (node) => {
    blocks.push(node.value);
  });
  assert.deepEqual(blocks, [referralSignature.testVector.url, referralSignature.testVector.canonical]);
  assert.ok(markdown.includes(referralSignature.testVector.signature));
});

test('imports, comments and heading ids leave nothing; site links go to the twins', () => {
  const markdown = twin(`---
title: A page
---

import Thing from '@site/src/components/Thing';

{/* truncate */}

## Next steps {/* #next-steps */}

See the [glossary](/glossary) and <a href="/trust-center">the trust center</a>, or [Acme](https://www.acme.example).
`);
  assert.equal(
    markdown,
    '## Next steps\n\nSee the [glossary](https://docs.acme.example/glossary.md) and [the trust center](https://docs.acme.example/trust-center.md), or [Acme](https://www.acme.example).\n',
  );
});

test('text that MDX reads as a directive stays as written', () => {
  assert.equal(twin('Set android:minSdkVersion to 24.'), 'Set android:minSdkVersion to 24.\n');
});

test('a component without a Markdown rendering, or an expression, fails with the file and line', () => {
  assert.throws(
    () => twin('Text.\n\n<FactsNew value="1" />\n'),
    (error: Error) =>
      error instanceof TwinError && /docs\/page\.md:3: <FactsNew> has no Markdown rendering/.test(error.message),
  );
  assert.throws(() => twin('Total: {1 + 1}'), /docs\/page\.md:1: the expression \{1 \+ 1\}/);
  assert.throws(() => twin('<SdkVersion platform={name} />'), /expression attribute \(platform\)/);
  assert.throws(() => twin('<SdkVersion platform="symbian" />'), /needs platform=/);
  assert.throws(() => twin('A <SdkInstall platform="ios" /> inline.'), /cannot stand inside a sentence/);
});

test('twin paths: the page path plus .md, index.md for a folder, and back', () => {
  assert.equal(
    twinPathOf('/developers/integration-guides/android/overview'),
    '/developers/integration-guides/android/overview.md',
  );
  assert.equal(twinPathOf('/'), '/index.md');
  assert.equal(twinPathOf('/ja/'), '/ja/index.md');
  assert.equal(twinPathOf('/ja/glossary'), '/ja/glossary.md');
  for (const page of ['/', '/ja/', '/glossary', '/ja/glossary']) assert.equal(pagePathOf(twinPathOf(page)), page);
  assert.equal(pagePathOf('/openapi/query-api.yaml'), undefined);
});

test('a built page names its twin once, in its head', () => {
  const html = '<html><head><title>x</title></head><body></body></html>';
  const linked = withAlternateLink(html, '/glossary.md');
  assert.equal(
    linked,
    '<html><head><title>x</title><link rel="alternate" type="text/markdown" href="/glossary.md"></head><body></body></html>',
  );
  assert.equal(withAlternateLink(linked, '/glossary.md'), linked);
});

test('facts are written by their own components: running text in the sentence, trust tables as GFM tables', () => {
  const markdown = twin(
    'Ask an <Roles may="adsConversions" />. Invoices: <BillingFact name="invoicePaymentDays" /> days.\n\n<DataRegions />\n\n<Retention />',
  );
  const roles = permissions.adsConversions;
  assert.match(markdown, new RegExp(`Ask an ${roles[0]}, .*${roles.at(-1)}\\.`));
  assert.match(markdown, new RegExp(`Invoices: ${adsBilling.invoicePaymentDays} days\\.`));
  const tree = gfmTree(markdown);
  const tables: string[][] = [];
  visit(tree, 'table', (table) => {
    tables.push(table.children.map((row) => toString(row)));
  });
  assert.equal(tables.length, 2, markdown);
  assert.equal(tables[0]!.length, dataRegions.length + 1);
  assert.match(tables[0]![1]!, /European Union/);
  // The retention table's links go to the twins of the pages they name.
  assert.match(markdown, /\]\(https:\/\/docs\.acme\.example\/[^)]+\.md\)/);
  assert.doesNotMatch(markdown, /<|\{/);
});
