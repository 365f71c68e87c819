import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sdkReleasePosts } from '../src/plugins/release-notes/sdk-posts.ts';
import { sdks, platforms } from '../src/data/sdks.ts';

// The SDK posts of the release notes are generated from sdks.ts: one per release, facts from the data.
const posts = sdkReleasePosts();
const frontMatter = (source: string) =>
  Object.fromEntries(
    /^---\n([\s\S]*?)\n---/
      .exec(source)![1]!
      .split('\n')
      .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
  );

test('one post per SDK release, each with its own slug', () => {
  const releases = platforms.flatMap((p) => sdks[p].releases);
  assert.equal(posts.length, releases.length);
  assert.equal(new Set(posts.map((p) => p.file)).size, posts.length);
});

test('each post takes its title, date, changes and install line from the data file', () => {
  for (const platform of platforms) {
    for (const release of sdks[platform].releases) {
      const post = posts.find((p) => p.file === `${platform}-sdk-${release.version.replaceAll('.', '-')}.md`);
      assert.ok(post, `${platform} ${release.version}`);
      const fm = frontMatter(post.source);
      assert.equal(fm.title, `"${sdks[platform].name} ${release.version}"`);
      assert.equal(fm.date, release.date);
      assert.equal(fm.tags, '[sdks]');
      assert.ok(fm.description!.length <= 162, fm.description);
      for (const change of release.changes) assert.ok(post.source.includes(`- ${change}`), change);
      assert.ok(post.source.includes(sdks[platform].install[0]!.code(release.version)));
    }
  }
});

test('a major release says so, and braces outside code cannot break MDX', () => {
  const major = posts.find((p) => p.file === 'android-sdk-4-0-0.md')!;
  assert.match(major.source, /:::warning\[Major version\]/);
  assert.doesNotMatch(posts.find((p) => p.file === 'android-sdk-4-3-0.md')!.source, /Major version/);
  for (const post of posts) {
    const prose = post.source
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace('{/* truncate */}', '');
    assert.doesNotMatch(prose, /[{}]/, post.file);
  }
});

test('every SDK post says who is affected and what to do, by the kind of release', () => {
  const section = (source: string, heading: string) => source.split(`## ${heading}\n\n`)[1]?.split('\n\n')[0] ?? '';
  for (const file of ['android-sdk-4-0-0.md', 'android-sdk-4-3-0.md', 'android-sdk-4-2-1.md']) {
    const source = posts.find((p) => p.file === file)!.source;
    assert.ok(source.indexOf('## What changed') < source.indexOf('## Who is affected'), file);
    assert.ok(source.indexOf('## Who is affected') < source.indexOf('## What to do'), file);
    assert.match(
      section(source, 'Who is affected'),
      /^Apps built with the Acme Android SDK \(`com\.acme:acme-android-sdk`\)/,
    );
  }
  const who = (file: string) => section(posts.find((p) => p.file === file)!.source, 'Who is affected');
  assert.match(who('android-sdk-4-0-0.md'), /move to version 4: the changes above need code changes/);
  assert.match(who('android-sdk-4-3-0.md'), /on version 4: this release adds to the API/);
  assert.match(
    who('android-sdk-4-2-1.md'),
    /on version 4\.2: this release fixes the problems above and changes no API/,
  );
});
