import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
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

test('every SDK post says who is affected and what to do, by the kind of release', () => {
  // A heading carries its English anchor for the translations (`## Who is affected {/* #who-is-affected */}`).
  const section = (source: string, heading: string) =>
    source.split(new RegExp(`## ${heading}(?: \\{/\\* #[\\w-]+ \\*/\\})?\n\n`))[1]?.split('\n\n')[0] ?? '';
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

// The hand-written posts (site/release-notes/*.md): each one a subscriber can act on.
const notesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'release-notes');
const tags = Object.keys(parseYaml(fs.readFileSync(path.join(notesDir, 'tags.yml'), 'utf8')) as object);
const written = fs
  .readdirSync(notesDir)
  .filter((f) => f.endsWith('.md'))
  .map((file) => {
    const source = fs.readFileSync(path.join(notesDir, file), 'utf8');
    const [, yaml, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)!;
    return { file, fm: parseYaml(yaml!) as Record<string, unknown>, body: body! };
  });

test('each written post has its front matter, a list-view paragraph, and says what changed, who is affected and what to do', () => {
  assert.ok(written.length >= 12, `${written.length} written posts`);
  for (const { file, fm, body } of written) {
    for (const key of ['title', 'description', 'slug', 'date', 'tags']) assert.ok(fm[key], `${file}: ${key}`);
    const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date);
    assert.ok(file.startsWith(`${date}-`), `${file}: named after its date ${date}`);
    const description = String(fm.description);
    assert.ok(description.length >= 80 && description.length <= 160, `${file}: description of ${description.length}`);
    for (const tag of fm.tags as string[]) assert.ok(tags.includes(tag), `${file}: unknown tag ${tag}`);
    // One paragraph before the cut, so the list view shows a whole thought.
    const [intro, rest] = body.split('\n{/* truncate */}\n');
    assert.ok(rest !== undefined, `${file}: truncate line`);
    assert.equal(intro!.trim().split(/\n\n+/).length, 1, `${file}: one paragraph before the truncate line`);
    const headings = [...rest.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    for (const heading of ['What changed', 'Who is affected', 'What to do'])
      assert.ok(headings.includes(heading), `${file}: "## ${heading}" missing in ${headings.join(', ')}`);
    assert.match(rest, /\]\(\/[a-z]/, `${file}: links to the pages concerned`);
  }
});

test('the written posts cover the apps and the policies as well as the APIs', () => {
  for (const tag of tags.filter((t) => t !== 'sdks'))
    assert.ok(
      written.some(({ fm }) => (fm.tags as string[]).includes(tag)),
      `no written post tagged ${tag}`,
    );
});
