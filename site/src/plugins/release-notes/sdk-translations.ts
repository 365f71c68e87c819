import fs from 'node:fs';
import path from 'node:path';
import { sdks, platforms, type Platform } from '../../data/sdks';
import { sourceHash, sourceKey } from '../translation-status/status';

// The translations of the SDK release history (site/src/data/sdks.ts keeps
// the English): site/i18n/<locale>/sdk-releases.json holds each release's
// changes, keyed by platform and version, and the sentences of the generated
// release-notes posts, each with the hash of the English it translates
// (`translated_from`, as pages record theirs). A translation whose English
// changed since is not used: the reader gets the English until it is updated.

export interface TranslatedText {
  message: string;
  [sourceKey]: string;
}

export interface SdkTranslations {
  /** The generated posts' sentences, by the keys of `englishPostText`. */
  post: Partial<Record<PostTextKey, TranslatedText>>;
  /** Each release's changes, in the English order. */
  changes: Partial<Record<Platform, Record<string, (TranslatedText | null)[]>>>;
}

/** The sentences of a generated SDK post; `{…}` are filled in by sdk-posts.ts. */
export const englishPostText = {
  available: 'Version {version} of the {sdk} ({package}, {registry}) is available.',
  availableAfter: 'Version {version} of the {sdk} ({package}, {registry}) is available, following {previous}.',
  whatChanged: 'What changed',
  majorTitle: 'Major version',
  majorText:
    'This release changes the API. Read the changes above before you upgrade. The previous major version keeps receiving security and critical fixes for 12 months after this release.',
  whoIsAffected: 'Who is affected',
  affectedMajor:
    'Apps built with the {sdk} ({package}) that move to version {major}: the changes above need code changes in your app.',
  affectedMinor:
    'Apps built with the {sdk} ({package}) on version {major}: this release adds to the API without changing what your app already calls. Upgrade when you want what is new, or with your next app release; a minor release may raise the minimum OS, so check it below if your app supports older devices.',
  affectedPatch:
    'Apps built with the {sdk} ({package}) on version {major}.{minor}: this release fixes the problems above and changes no API. Take it with your next app release.',
  whatToDo: 'What to do',
  installIntro: 'Install or upgrade the package:',
  history: 'The current version, the minimum OS and the whole history are on the [{sdk} version page]({link}).',
} as const;
export type PostTextKey = keyof typeof englishPostText;

export const sdkTranslationsFile = (siteDir: string, locale: string) =>
  path.join(siteDir, 'i18n', locale, 'sdk-releases.json');

export function readSdkTranslations(siteDir: string, locale: string): SdkTranslations {
  const file = sdkTranslationsFile(siteDir, locale);
  if (!fs.existsSync(file)) return { post: {}, changes: {} };
  const read = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SdkTranslations>;
  return { post: read.post ?? {}, changes: read.changes ?? {} };
}

export type SdkTextState = 'current' | 'drifted' | 'missing' | 'orphan';

export interface SdkTextStatus {
  /** `post.whatChanged`, `android 4.3.0 #1`. */
  key: string;
  state: SdkTextState;
  english?: string;
}

const stateOf = (english: string, translated: TranslatedText | null | undefined): SdkTextState =>
  !translated ? 'missing' : translated[sourceKey] === sourceHash(english) ? 'current' : 'drifted';

/** Every English sentence and change with the state of its translation in `locale`. */
export function sdkTextStatuses(siteDir: string, locale: string): SdkTextStatus[] {
  const translations = readSdkTranslations(siteDir, locale);
  const statuses: SdkTextStatus[] = [];
  for (const [key, english] of Object.entries(englishPostText))
    statuses.push({ key: `post.${key}`, english, state: stateOf(english, translations.post[key as PostTextKey]) });
  for (const platform of platforms) {
    const releases = new Map(sdks[platform].releases.map((r) => [r.version, r.changes]));
    for (const release of sdks[platform].releases)
      release.changes.forEach((english, n) =>
        statuses.push({
          key: `${platform} ${release.version} #${n + 1}`,
          english,
          state: stateOf(english, translations.changes[platform]?.[release.version]?.[n]),
        }),
      );
    for (const [version, changes] of Object.entries(translations.changes[platform] ?? {}))
      changes.forEach((change, n) => {
        if (change && !releases.get(version)?.[n])
          statuses.push({ key: `${platform} ${version} #${n + 1}`, state: 'orphan' });
      });
  }
  return statuses;
}

/** The text to show in `locale`: the translation when it translates the current English, else the English. */
export function localized(
  english: string,
  translated: TranslatedText | null | undefined,
): { text: string; translated: boolean } {
  return stateOf(english, translated) === 'current'
    ? { text: translated!.message, translated: true }
    : { text: english, translated: false };
}

/** Each release's changes as `locale` shows them (`null` where the English is shown), keyed `platform@version`. */
export function localizedChanges(siteDir: string, locale: string): Record<string, (string | null)[]> {
  const translations = readSdkTranslations(siteDir, locale);
  return Object.fromEntries(
    platforms.flatMap((platform) =>
      sdks[platform].releases.map((release) => [
        `${platform}@${release.version}`,
        release.changes.map((english, n) => {
          const shown = localized(english, translations.changes[platform]?.[release.version]?.[n]);
          return shown.translated ? shown.text : null;
        }),
      ]),
    ),
  );
}
