import fs from 'node:fs';
import path from 'node:path';
import { sdks, platforms, type Platform, type Release, type Sdk } from '../../data/sdks';

// One release-notes post per SDK release of site/src/data/sdks.ts, written as
// Markdown for the blog plugin at build time: a release added to the data
// file gets its post without anyone typing the version again.

export interface GeneratedPost {
  file: string;
  source: string;
}

const slugOf = (platform: Platform, version: string) => `${platform}-sdk-${version.replaceAll('.', '-')}`;

// Changes are Markdown with inline code; outside code, MDX would read braces and angle brackets as syntax.
const mdxSafe = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[{}<>]/g, (c) => `&#${c.charCodeAt(0)};`)))
    .join('');

const plain = (text: string) => text.replaceAll('`', '').replaceAll('"', "'");

/** At most `max` characters, cut at a word boundary with an ellipsis (meta descriptions). */
const shorten = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;

function isMajor(version: string) {
  return /^\d+\.0\.0$/.test(version);
}

function isPatch(version: string) {
  return !/\.0$/.test(version);
}

/** Who the release concerns and how urgent the upgrade is, by its semantic version (site/WRITING.md, support policy). */
function whoIsAffected(sdk: Sdk, release: Release): string {
  const apps = `Apps built with the ${sdk.name} (\`${sdk.packageName}\`)`;
  const [major, minor] = release.version.split('.');
  if (isMajor(release.version))
    return `${apps} that move to version ${major}: the changes above need code changes in your app.`;
  if (isPatch(release.version))
    return `${apps} on version ${major}.${minor}: this release fixes the problems above and changes no API. Take it with your next app release.`;
  return `${apps} on version ${major}: this release adds to the API without changing what your app already calls. Upgrade when you want what is new, or with your next app release; a minor release may raise the minimum OS, so check it below if your app supports older devices.`;
}

function postFor(platform: Platform, release: Release, previous: Release | undefined): GeneratedPost {
  const sdk = sdks[platform];
  const install = sdk.install[0]!;
  const summary = plain(release.changes[0]!);
  const description = shorten(`${sdk.name} ${release.version}: ${summary}`, 160);
  const lines = [
    '---',
    `title: "${sdk.name} ${release.version}"`,
    `description: "${description}"`,
    `slug: ${slugOf(platform, release.version)}`,
    `date: ${release.date}`,
    'tags: [sdks]',
    '---',
    '',
    `Version \`${release.version}\` of the ${sdk.name} (\`${sdk.packageName}\`, ${sdk.registry}) is available${previous ? `, following \`${previous.version}\`` : ''}.`,
    '',
    '{/* truncate */}',
    '',
    '## What changed',
    '',
    ...release.changes.map((change) => `- ${mdxSafe(change)}`),
    '',
  ];
  if (isMajor(release.version)) {
    lines.push(
      ':::warning[Major version]',
      '',
      `This release changes the API. Read the changes above before you upgrade. The previous major version keeps receiving security and critical fixes for 12 months after this release.`,
      '',
      ':::',
      '',
    );
  }
  lines.push(
    '## Who is affected',
    '',
    whoIsAffected(sdk, release),
    '',
    '## What to do',
    '',
    'Install or upgrade the package:',
    '',
    `\`\`\`${install.language}${install.file ? ` title="${install.file}"` : ''}`,
    install.code(release.version),
    '```',
    '',
    `The current version, the minimum OS and the whole history are on the [${sdk.name} version page](/developers/integration-guides/${platform}/reference/version).`,
    '',
  );
  return { file: `${slugOf(platform, release.version)}.md`, source: lines.join('\n') };
}

export function sdkReleasePosts(): GeneratedPost[] {
  return platforms.flatMap((platform) =>
    sdks[platform].releases.map((release, i, releases) => postFor(platform, release, releases[i + 1])),
  );
}

/** Writes the posts into `dir`, touching only files whose text changed (the dev server watches them). */
export function writeSdkReleasePosts(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  const posts = sdkReleasePosts();
  const wanted = new Set(posts.map((p) => p.file));
  for (const stale of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && !wanted.has(f)))
    fs.rmSync(path.join(dir, stale));
  for (const post of posts) {
    const file = path.join(dir, post.file);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== post.source) fs.writeFileSync(file, post.source);
  }
}
