import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { DatadogOptions } from '../../data/services';

const here = path.dirname(fileURLToPath(import.meta.url));

// Datadog RUM and logs, only when a client token is configured. The client
// module is tiny; the SDKs load in their own chunk after the page is up.
export default function datadogPlugin(_: LoadContext, options: unknown): Plugin {
  const { datadog } = options as { datadog?: DatadogOptions };
  return {
    name: 'acme-datadog',
    getClientModules: () => (datadog ? [path.join(here, 'client.ts')] : []),
    contentLoaded: async ({ actions }) => {
      if (datadog) actions.setGlobalData(datadog);
    },
  };
}
