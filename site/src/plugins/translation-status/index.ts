import type { LoadContext, Plugin } from '@docusaurus/types';
import path from 'node:path';
import { translatedDocsDir, translationStatuses } from './status.ts';

export interface TranslationStatusData {
  /** Pages (relative to the docs folder) whose English source changed since they were translated. */
  outdated: string[];
}

// Computes at build time, from the source hashes each translation records,
// which pages of the locale being built lag behind English, so that those
// pages tell their readers (src/components/OutdatedTranslation).
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const { currentLocale, defaultLocale } = context.i18n;
  return {
    name: 'acme-translation-status',
    contentLoaded: async ({ actions }) => {
      const outdated =
        currentLocale === defaultLocale
          ? []
          : translationStatuses(context.siteDir, [currentLocale])
              .filter((s) => s.state === 'drifted')
              .map((s) => s.page);
      actions.setGlobalData({ outdated } satisfies TranslationStatusData);
    },
    getPathsToWatch: () => [path.join(context.siteDir, 'docs'), translatedDocsDir(context.siteDir, currentLocale)],
  };
}
