import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  frontMatterValue, sourceHash, sourceKey, translationStatuses, withFrontMatterValue,
} from '../lib/translations.ts';

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
  assert.deepEqual(states, { 'a.md': 'current', 'b.md': 'drifted', 'c.md': 'unrecorded', 'd.md': 'missing', 'gone.md': 'orphan' });
});
