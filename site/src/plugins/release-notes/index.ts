import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import { writeSdkReleasePosts } from './sdk-posts';
import { readSdkTranslations } from './sdk-translations';

// The release notes at /release-notes: the classic blog plugin, with the SDK
// posts generated from site/src/data/sdks.ts into `<path>/sdks/` (git-ignored)
// before the plugin reads its folder, and in a translated locale into its i18n
// folder too, from site/i18n/<locale>/sdk-releases.json. API posts are written
// by hand beside them, and translated in the i18n folder.
export const generatedFolder = 'sdks';

export default async function releaseNotesPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  // Already validated by the blog's validateOptions below.
  const blogOptions = options as PluginOptions;
  writeSdkReleasePosts(path.resolve(context.siteDir, blogOptions.path, generatedFolder));
  // The blog reads a locale's posts from its i18n folder first: the SDK posts in that language go there.
  const { currentLocale, defaultLocale } = context.i18n;
  if (currentLocale !== defaultLocale)
    writeSdkReleasePosts(
      path.join(context.localizationDir, `docusaurus-plugin-content-blog-${blogOptions.id}`, generatedFolder),
      readSdkTranslations(context.siteDir, currentLocale),
    );
  return (await blogPlugin(context, blogOptions)) as Plugin<unknown>;
}

// The blog's own validation fills its defaults; its typing is narrower than PluginModule's generic one.
releaseNotesPlugin.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;
