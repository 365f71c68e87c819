import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readSecondsBySpec, secondsBySpec, testTimesSection } from '../lib/test-times.ts';

const result = (seconds: number) => ({ duration: seconds * 1000 });
// The shape of Playwright's JSON report: a suite per file, describe blocks inside, retries as extra results.
const report = {
  suites: [
    {
      file: 'sweep.spec.ts',
      specs: [{ tests: [{ results: [result(30), result(20)] }] }],
    },
    {
      file: 'shell.spec.ts',
      specs: [{ tests: [{ results: [result(5)] }] }],
      suites: [{ file: 'shell.spec.ts', specs: [{ tests: [{ results: [result(10)] }] }] }],
    },
  ],
};

test('browser test time is summed by spec file, describe blocks and retries included, most first', () => {
  assert.deepEqual(secondsBySpec(report), [
    ['sweep.spec.ts', 50],
    ['shell.spec.ts', 15],
  ]);
});

test('the section gives the total, the steps grouped by stage and lane, and the spec files with their share', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'acme-test-times-')), 'report.json');
  fs.writeFileSync(file, JSON.stringify(report));
  const markdown = testTimesSection(
    { command: 'npm test', target: 'under 20 min' },
    [
      { name: 'Browser tests', where: '2 (site)', seconds: 400 },
      { name: 'Lint', where: '1 (checks)', seconds: 20.4 },
    ],
    610,
    readSecondsBySpec(file),
  );
  assert.match(markdown, /`npm test` took 10\.2 min \(target: under 20 min\)/);
  assert.ok(
    markdown.indexOf('| Lint | 1 (checks) | 20 s |') < markdown.indexOf('| Browser tests | 2 (site) | 400 s |'),
  );
  assert.match(markdown, /\| sweep\.spec\.ts \| 50 s \| 77 % \|\n\| shell\.spec\.ts \| 15 s \| 23 % \|/);
  assert.doesNotMatch(
    testTimesSection(
      { command: 'npm run test:quick', target: 'at most 5 min' },
      [],
      200,
      readSecondsBySpec(`${file}.none`),
    ),
    /spec file/,
  );
});
