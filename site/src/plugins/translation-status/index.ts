import type { LoadContext, Plugin } from '@docusaurus/types';
import path from 'node:path';
import {
  releaseNoteStatuses,
  releaseNotesDir,
  translatedDocsDir,
  translatedReleaseNotesDir,
  translationStatuses,
} from './status.ts';
import { localizedChanges, sdkTranslationsFile } from '../release-notes/sdk-translations';

export interface TranslationStatusData {
  /** Pages (relative to the docs folder) whose English source changed since they were translated. */
  outdated: string[];
  /** Hand-written release notes (file names) whose English source changed since they were translated. */
  outdatedPosts: string[];
}

// Computes at build time, from the source hashes each translation records,
// which pages and release notes of the locale being built lag behind English,
// so that they tell their readers (src/components/OutdatedTranslation), and
// which SDK changes have a current translation (the SDK tables' Changes
// column, in @generated/acme-translation-status/default/sdk-changes.json).
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const { currentLocale, defaultLocale } = context.i18n;
  const translated = currentLocale !== defaultLocale;
  const drifted = (statuses: { state: string; page: string }[]) =>
    statuses.filter((s) => s.state === 'drifted').map((s) => s.page);
  return {
    name: 'acme-translation-status',
    contentLoaded: async ({ actions }) => {
      actions.setGlobalData({
        outdated: translated ? drifted(translationStatuses(context.siteDir, [currentLocale])) : [],
        outdatedPosts: translated ? drifted(releaseNoteStatuses(context.siteDir, [currentLocale])) : [],
      } satisfies TranslationStatusData);
      await actions.createData(
        'sdk-changes.json',
        JSON.stringify(translated ? localizedChanges(context.siteDir, currentLocale) : {}),
      );
    },
    getPathsToWatch: () => [
      path.join(context.siteDir, 'docs'),
      translatedDocsDir(context.siteDir, currentLocale),
      releaseNotesDir(context.siteDir),
      translatedReleaseNotesDir(context.siteDir, currentLocale),
      sdkTranslationsFile(context.siteDir, currentLocale),
    ],
  };
}
