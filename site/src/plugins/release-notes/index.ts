import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import blogPlugin, { validateOptions } from '@docusaurus/plugin-content-blog';
import type { PluginOptions } from '@docusaurus/plugin-content-blog';
import { writeSdkReleasePosts } from './sdk-posts';

// The release notes at /release-notes: the classic blog plugin, with the SDK
// posts generated from site/src/data/sdks.ts into `<path>/sdks/` (git-ignored)
// before the plugin reads its folder. API posts are written by hand beside them.
export const generatedFolder = 'sdks';

export default async function releaseNotesPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  writeSdkReleasePosts(path.resolve(context.siteDir, options.path, generatedFolder));
  return (await blogPlugin(context, options)) as Plugin<unknown>;
}

releaseNotesPlugin.validateOptions = validateOptions;
