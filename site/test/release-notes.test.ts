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
      .replace('{/* truncate */}', '')
      // Headings carry their English anchors for the translations: `## What changed {/* #what-changed */}`.
      .replace(/ \{\/\* #[\w-]+ \*\/\}$/gm, '');
    assert.doesNotMatch(prose, /[{}]/, post.file);
  }
});
