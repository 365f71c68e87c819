import type { LiteClient } from 'algoliasearch/lite';
import { version } from './docsearch-version';

// DocSearch's Algolia client, loaded when the modal first queries a hosted index.
// DocSearch 3.9 builds its client into the modal (about 6 KB gzipped), which
// local search replaces before any query (theme/SearchBar): the loader in
// algolia-client-loader.cjs makes the modal ask this module for one instead.
// Algolia's browser client has DocSearch's own settings as its defaults
// (timeouts of 1, 2 and 30 s, query-string credentials, the same caches).

type SearchArguments = Parameters<LiteClient['search']>;

/** A client with the methods DocSearch and its Autocomplete call, loading algoliasearch on the first search. */
export function algoliaClientOnDemand(appId: string, apiKey: string) {
  const agents: Array<[string, string | undefined]> = [
    ['docsearch', version],
    ['docsearch-react', version],
  ];
  let client: Promise<LiteClient> | undefined;
  const loaded = () =>
    (client ??= import('algoliasearch/lite').then(({ liteClient }) => {
      const created = liteClient(appId, apiKey);
      for (const [segment, agentVersion] of agents) created.addAlgoliaAgent(segment, agentVersion);
      return created;
    }));
  return {
    appId,
    transporter: {
      algoliaAgent: {
        get value() {
          return agents.map(([segment, v]) => (v ? `${segment} (${v})` : segment)).join('; ');
        },
      },
    },
    addAlgoliaAgent(segment: string, agentVersion?: string) {
      agents.push([segment, agentVersion]);
      void client?.then((c) => c.addAlgoliaAgent(segment, agentVersion));
    },
    search: async (...args: SearchArguments) => (await loaded()).search(...args),
  };
}
