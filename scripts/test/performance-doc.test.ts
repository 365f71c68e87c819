import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { markdownTable, performanceDoc, writePerformanceSection } from '../lib/performance-doc.ts';

test('a benchmark rewrites its own section and leaves the others', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'perf-doc-')), 'performance.md');
  fs.writeFileSync(
    file,
    '# Figures\n<!-- bench:a:start -->\nold a\n<!-- bench:a:end -->\n<!-- bench:b:start -->\nold b\n<!-- bench:b:end -->\n',
  );
  writePerformanceSection('a', markdownTable(['x', 'y'], [['1', '2']]), file);
  assert.equal(
    fs.readFileSync(file, 'utf8'),
    '# Figures\n<!-- bench:a:start -->\n| x | y |\n| --- | --- |\n| 1 | 2 |\n<!-- bench:a:end -->\n<!-- bench:b:start -->\nold b\n<!-- bench:b:end -->\n',
  );
  assert.throws(() => writePerformanceSection('c', 'x', file), /no <!-- bench:c:start -->/);
});

test('docs/performance.md has the section of each benchmark', () => {
  const text = fs.readFileSync(performanceDoc, 'utf8');
  for (const name of ['site', 'search', 'api']) {
    assert.ok(text.includes(`<!-- bench:${name}:start -->`) && text.includes(`<!-- bench:${name}:end -->`), name);
  }
});
