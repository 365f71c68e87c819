import type { LoadContext, Plugin } from '@docusaurus/types';

export interface InsightsPluginOptions {
  /** Where the site sends reader insights (INSIGHTS_COLLECTOR_URL); none: only to the analytics below, if any. */
  collectorUrl?: string;
  /** Google Analytics and Datadog RUM, when configured, get each insight as an event of its kind. */
  analytics: boolean;
}

// Reader insights (issue #31): "Was this page helpful?", "Did this code work?"
// and what readers search for. Whether anything is collected, and where to,
// is decided at build time and written into the bundle as constants
// (client/config.ts): a build that sends nowhere carries none of the controls.
export default function insightsPlugin(_context: LoadContext, options: unknown): Plugin {
  const { collectorUrl, analytics } = options as InsightsPluginOptions;
  return {
    name: 'acme-insights',
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      plugins: [
        new currentBundler.instance.DefinePlugin({
          __INSIGHTS_ENABLED__: JSON.stringify(Boolean(collectorUrl) || analytics),
          __INSIGHTS_COLLECTOR_URL__: JSON.stringify(collectorUrl ?? ''),
        }),
      ],
    }),
  };
}
