import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  descriptionWeight,
  hasSearchBody,
  htmlFileOf,
  indexDescription,
  recordDefinitions,
  separateTableCells,
} from '../src/plugins/local-search/html.ts';

test('table cells get a space between them, other markup stays as it is', () => {
  assert.equal(
    separateTableCells('<tr><th>Method<th>Path<tr><td class=x>POST<td>/token'),
    '<tr> <th>Method <th>Path<tr> <td class=x>POST <td>/token',
  );
  assert.equal(separateTableCells('<thead><tbody><p>text</p>'), '<thead><tbody><p>text</p>');
});

test('only pages marked with data-pagefind-body are indexed', () => {
  assert.equal(hasSearchBody('<div data-pagefind-body="" data-title=x>'), true);
  assert.equal(hasSearchBody('<div data-pagefind-body>'), true);
  assert.equal(hasSearchBody('<main class=page>data-pagefind-body in text</main>'), false);
});

test('a route maps to the HTML file Docusaurus wrote for it, within its locale', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-html-'));
  fs.mkdirSync(path.join(outDir, 'glossary'));
  fs.writeFileSync(path.join(outDir, 'glossary', 'index.html'), '');
  fs.writeFileSync(path.join(outDir, '404.html'), '');
  assert.equal(htmlFileOf(outDir, '/ja/', '/ja/glossary'), path.join(outDir, 'glossary', 'index.html'));
  assert.equal(htmlFileOf(outDir, '/ja/', '/ja/404.html'), path.join(outDir, '404.html'));
  assert.equal(htmlFileOf(outDir, '/ja/', '/ja/missing'), undefined);
  assert.equal(htmlFileOf(outDir, '/ja/', '/glossary'), undefined);
  fs.rmSync(outDir, { recursive: true });
});

test('the terms a page defines are recorded as metadata inside its indexed body', () => {
  const page =
    '<main><article data-pagefind-body="" data-title=G><ul><li><strong>Attribution window</strong> — the period…<li> <strong class=x>CPA, <code>cpa</code></strong> — cost…<li>plain <strong>not a term</strong></ul></article></main>';
  assert.equal(
    recordDefinitions(page),
    page.replace(
      'data-title=G>',
      'data-title=G><span hidden data-pagefind-meta="defines:Attribution window|CPA cpa"></span>',
    ),
  );
  assert.equal(
    recordDefinitions('<article data-pagefind-body><p>No list</p></article>'),
    '<article data-pagefind-body><p>No list</p></article>',
  );
});

test('the page description opens the indexed body, as text of its own weight', () => {
  const head =
    '<meta data-rh=true name=description content="Réponses aux questions fréquentes &amp; d&#x27;autres <b>"/>';
  const page = (body: string) =>
    `<html><head><meta charset=utf-8>${head}</head><body><div data-pagefind-body="" data-title="FAQ">${body}<p>Body</p></div></body></html>`;
  assert.equal(
    indexDescription(page('')),
    page(`<p data-pagefind-weight=${descriptionWeight}>Réponses aux questions fréquentes &amp; d'autres &lt;b&gt;</p>`),
  );
  // og:description is not the page's own; a page without a description is left as it is.
  const none =
    '<html><head><meta property=og:description content="Elsewhere"></head><body><div data-pagefind-body></div></body></html>';
  assert.equal(indexDescription(none), none);
});
