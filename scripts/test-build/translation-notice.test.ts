import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { run } from '../lib/build.ts';
import { repoRoot, siteDir } from '../lib/paths.ts';
import { translationStatuses } from '@acme-docs/site/translation-status';

// The outdated-translation notice is computed at build time from the recorded
// source hashes: change an English page in a copy of the site, build Japanese,
// and the Japanese page (and only it, among current ones) tells its reader.
// The copy sits inside the repository so that it resolves the workspace's packages
// (not under node_modules, whose files the bundler would not transpile).
const copyRoot = path.join(repoRoot, 'test-builds', 'translation-notice');
const copySite = path.join(copyRoot, 'site');
// Outputs and caches of site/, as scripts/lib/build.ts ignores them.
const skipped = new Set(['node_modules', 'build', '.docusaurus', '.cache', 'test']);

test(
  'a Japanese page whose English source changed shows the notice, linking to English',
  { timeout: 300_000 },
  async () => {
    fs.rmSync(copyRoot, { recursive: true, force: true });
    fs.cpSync(siteDir, copySite, {
      recursive: true,
      filter: (source) => {
        const top = path.relative(siteDir, source).split(path.sep)[0]!;
        return !skipped.has(top) && !top.startsWith('build-');
      },
    });
    // The site also reads the Query API's OpenAPI file and catalogue module.
    for (const part of ['openapi.json', 'package.json', 'src']) {
      fs.cpSync(path.join(repoRoot, 'query-api', part), path.join(copyRoot, 'query-api', part), { recursive: true });
    }
    const current = translationStatuses(copySite, ['ja'])
      .filter((s) => s.state === 'current')
      .map((s) => s.page);
    const [changed, untouched] = current.filter((page) => page.endsWith('.md') && !page.endsWith('index.md'));
    assert.ok(changed && untouched, 'two current Japanese pages to compare');
    fs.appendFileSync(
      path.join(copySite, 'docs', changed),
      '\nA sentence added to the English page after its translation.\n',
    );

    // Inside the copied site, whose package.json makes the server bundle CommonJS.
    const outDir = path.join(copySite, 'build-ja');
    const code = await run('npx', ['docusaurus', 'build', '--locale', 'ja', '--out-dir', outDir], { cwd: copySite });
    assert.equal(code, 0, 'the Japanese build of the copy succeeds');

    const html = (page: string) =>
      fs.readFileSync(path.join(outDir, 'ja', page.replace(/\.mdx?$/, ''), 'index.html'), 'utf8');
    const notice =
      /data-translation-outdated=""[\s\S]*?この翻訳は最新ではない可能性があります。[\s\S]*?<a href=([^ >]+)[^>]*hreflang=en>英語版をお読みください。<\/a>/.exec(
        html(changed),
      );
    assert.ok(notice, `${changed} shows the notice`);
    assert.equal(notice[1], `/${changed.replace(/\.mdx?$/, '')}`, 'the notice links to the same page in English');
    assert.doesNotMatch(html(untouched), /data-translation-outdated/, `${untouched} is current and shows no notice`);
    fs.rmSync(copyRoot, { recursive: true, force: true });
  },
);
