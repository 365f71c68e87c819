// Optional third-party services, switched on only by environment variables at
// build time. With none set, the built site talks to no host but its own.
export interface Services {
  /** Google Analytics 4 measurement id (gtag). */
  gaTrackingId?: string;
  datadog?: DatadogOptions;
  /** The hosted search service (Algolia DocSearch); without it search answers from the local index. */
  algolia?: AlgoliaOptions;
  /** Where reader insights go (page feedback, searches): an http(s) address or a path of the site's own server. */
  insightsCollectorUrl?: string;
}

export interface AlgoliaOptions {
  appId: string;
  apiKey: string;
  indexName: string;
}

export interface DatadogOptions {
  clientToken: string;
  applicationId: string;
  site: string;
  service: string;
  env: string;
  /** Forward intake requests through this URL instead of calling Datadog directly. */
  proxy?: string;
  version?: string;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

const algoliaNames = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'] as const;

/** The three Algolia variables go together: all set, or none (a half-configured search would fail silently). */
function algoliaFromEnv(env: Env): AlgoliaOptions | undefined {
  const [appId, apiKey, indexName] = algoliaNames.map((name) => nonEmpty(env[name]));
  if (appId && apiKey && indexName) return { appId, apiKey, indexName };
  const missing = algoliaNames.filter((name) => !nonEmpty(env[name]));
  if (missing.length < algoliaNames.length) {
    throw new Error(`Hosted search needs ${algoliaNames.join(', ')} together; missing: ${missing.join(', ')}.`);
  }
  return undefined;
}

/** INSIGHTS_COLLECTOR_URL: an absolute http(s) address, or a path from the root of the server that serves the site. */
function collectorFromEnv(env: Env): string | undefined {
  const url = nonEmpty(env.INSIGHTS_COLLECTOR_URL);
  if (url && !/^(https?:\/\/[^/\s]+|\/(?!\/))\S*$/.test(url))
    throw new Error(`INSIGHTS_COLLECTOR_URL must be an http(s) address or a path starting with "/" (got "${url}").`);
  return url;
}

export function servicesFromEnv(env: Env): Services {
  const clientToken = nonEmpty(env.DATADOG_CLIENT_TOKEN);
  return {
    algolia: algoliaFromEnv(env),
    insightsCollectorUrl: collectorFromEnv(env),
    gaTrackingId: nonEmpty(env.GA_TRACKING_ID),
    datadog: clientToken
      ? {
          clientToken,
          applicationId: nonEmpty(env.DATADOG_APPLICATION_ID) ?? 'acme-docs',
          site: nonEmpty(env.DATADOG_SITE) ?? 'datadoghq.com',
          service: nonEmpty(env.DATADOG_SERVICE) ?? 'acme-docs',
          env: nonEmpty(env.SITE_ENV) ?? 'prod',
          proxy: nonEmpty(env.DATADOG_PROXY_URL),
          version: nonEmpty(env.SITE_VERSION),
        }
      : undefined,
  };
}
