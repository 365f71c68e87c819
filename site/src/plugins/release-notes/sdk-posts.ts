import fs from 'node:fs';
import path from 'node:path';
import { sdks, platforms, type Platform, type Release } from '../../data/sdks';
import { englishPostText, localized, type PostTextKey, type SdkTranslations } from './sdk-translations';

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

/** Who a release concerns and how urgent the upgrade is, by its semantic version (site/WRITING.md, support policy). */
const affectedKey = (version: string): PostTextKey =>
  isMajor(version) ? 'affectedMajor' : isPatch(version) ? 'affectedPatch' : 'affectedMinor';

/** A post sentence in the post's language, with its `{…}` filled in. */
type Sentences = (key: PostTextKey, values?: Record<string, string>) => { text: string; translated: boolean };

function sentencesIn(translations: SdkTranslations | undefined): Sentences {
  return (key, values = {}) => {
    const shown = translations
      ? localized(englishPostText[key], translations.post[key])
      : { text: englishPostText[key], translated: false };
    return { ...shown, text: shown.text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole) };
  };
}

function postFor(
  platform: Platform,
  release: Release,
  previous: Release | undefined,
  translations: SdkTranslations | undefined,
): GeneratedPost {
  const sdk = sdks[platform];
  const install = sdk.install[0]!;
  const sentence = sentencesIn(translations);
  const changes = release.changes.map((english, n) =>
    translations
      ? localized(english, translations.changes[platform]?.[release.version]?.[n])
      : { text: english, translated: false },
  );
  const summary = plain(changes[0]!.text);
  const description = shorten(`${sdk.name} ${release.version}: ${summary}`, 160);
  const [major = '', minor = ''] = release.version.split('.');
  const values = {
    major,
    minor,
    version: `\`${release.version}\``,
    sdk: sdk.name,
    package: `\`${sdk.packageName}\``,
    registry: sdk.registry,
    previous: previous ? `\`${previous.version}\`` : '',
    link: `/developers/integration-guides/${platform}/reference/version`,
  };
  const shown = [
    sentence(previous ? 'availableAfter' : 'available', values),
    sentence('whatChanged'),
    sentence('whoIsAffected'),
    sentence(affectedKey(release.version), values),
    sentence('whatToDo'),
    sentence('installIntro'),
    sentence('history', values),
    ...(isMajor(release.version) ? [sentence('majorTitle'), sentence('majorText')] : []),
  ];
  // A translated post with English left in it (a new release, a change edited since) says so (BlogPostItem/Content).
  const partial = translations !== undefined && [...shown, ...changes].some((text) => !text.translated);
  const lines = [
    '---',
    `title: "${sdk.name} ${release.version}"`,
    `description: "${description.replaceAll('"', "'")}"`,
    `slug: ${slugOf(platform, release.version)}`,
    `date: ${release.date}`,
    'tags: [sdks]',
    ...(partial ? ['translation: partial'] : []),
    '---',
    '',
    shown[0]!.text,
    '',
    '{/* truncate */}',
    '',
    `## ${shown[1]!.text} {/* #what-changed */}`,
    '',
    ...changes.map((change) => `- ${mdxSafe(change.text)}`),
    '',
  ];
  if (isMajor(release.version)) {
    lines.push(`:::warning[${sentence('majorTitle').text}]`, '', sentence('majorText').text, '', ':::', '');
  }
  lines.push(
    `## ${shown[2]!.text} {/* #who-is-affected */}`,
    '',
    shown[3]!.text,
    '',
    `## ${shown[4]!.text} {/* #what-to-do */}`,
    '',
    shown[5]!.text,
    '',
    `\`\`\`${install.language}${install.file ? ` title="${install.file}"` : ''}`,
    install.code(release.version),
    '```',
    '',
    shown[6]!.text,
    '',
  );
  return { file: `${slugOf(platform, release.version)}.md`, source: lines.join('\n') };
}

/** The posts in English, or in the language of `translations` (a locale's sdk-releases.json). */
export function sdkReleasePosts(translations?: SdkTranslations): GeneratedPost[] {
  return platforms.flatMap((platform) =>
    sdks[platform].releases.map((release, i, releases) => postFor(platform, release, releases[i + 1], translations)),
  );
}

/** Writes the posts into `dir`, touching only files whose text changed (the dev server watches them). */
export function writeSdkReleasePosts(dir: string, translations?: SdkTranslations): void {
  fs.mkdirSync(dir, { recursive: true });
  const posts = sdkReleasePosts(translations);
  const wanted = new Set(posts.map((p) => p.file));
  for (const stale of fs.readdirSync(dir).filter((f) => f.endsWith('.md') && !wanted.has(f)))
    fs.rmSync(path.join(dir, stale));
  for (const post of posts) {
    const file = path.join(dir, post.file);
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== post.source) fs.writeFileSync(file, post.source);
  }
}
