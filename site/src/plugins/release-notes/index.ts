import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import { writeSdkReleasePosts } from './sdk-posts';

// The release notes at /release-notes: the classic blog plugin, with the SDK
// posts generated from site/src/data/sdks.ts into `<path>/sdks/` (git-ignored)
// before the plugin reads its folder. API posts are written by hand beside them.
export const generatedFolder = 'sdks';

export default async function releaseNotesPlugin(context: LoadContext, options: unknown): Promise<Plugin<unknown>> {
  // Already validated by the blog's validateOptions below.
  const blogOptions = options as PluginOptions;
  writeSdkReleasePosts(path.resolve(context.siteDir, blogOptions.path, generatedFolder));
  return (await blogPlugin(context, blogOptions)) as Plugin<unknown>;
}

// The blog's own validation fills its defaults; its typing is narrower than PluginModule's generic one.
releaseNotesPlugin.validateOptions = validateOptions as unknown as NonNullable<PluginModule['validateOptions']>;
