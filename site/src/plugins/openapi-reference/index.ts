import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { stringify } from 'yaml';
import { apiIndexRoute, apiPages, localServers, queryApiFile } from './apis';
import { referenceOf } from './model';
import type { ApiReference, ApiSummary } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const queryApiYaml = 'openapi/query-api.yaml';

/** Static address of an API's file: the partner files are static already; the Query API's is written at build. */
const fileUrlOf = (file: string) => (file === queryApiFile ? `/${queryApiYaml}` : `/openapi/${path.basename(file)}`);

async function loadReferences(): Promise<ApiReference[]> {
  // No `extends`: nothing is fetched, every $ref is local to its file.
  const config = await createConfig({});
  return Promise.all(
    apiPages.map(async (page) => {
      const { bundle: result, problems } = await bundle({ ref: path.join(repoRoot, page.file), config, dereference: true });
      const errors = problems.filter((p) => p.severity === 'error');
      if (errors.length) throw new Error(`${page.file}: ${errors.map((p) => p.message).join('; ')}`);
      return referenceOf(result.parsed as Record<string, unknown>, {
        id: page.id,
        route: page.route,
        fileUrl: fileUrlOf(page.file),
        defaultServer: localServers[page.tryItTarget],
      });
    }),
  );
}

// The API pages (spec §2), rendered from the OpenAPI files at build time so
// that every operation, parameter and field is in the HTML (issue #9).
export default function openApiReferencePlugin(context: LoadContext): Plugin {
  const component = (name: string) => path.join(here, 'components', name);
  const routeOf = (route: string) => `${context.baseUrl}${route.slice(1)}`;
  return {
    name: 'acme-openapi-reference',
    getPathsToWatch: () => apiPages.map((page) => path.join(repoRoot, page.file)),
    loadContent: loadReferences,
    async contentLoaded({ content: loaded, actions }) {
      const content = loaded as ApiReference[];
      const summaries: ApiSummary[] = content.map((r) => ({
        id: r.id,
        route: r.route,
        title: r.title,
        summary: r.summary,
        fileUrl: r.fileUrl,
        operations: r.tags.reduce((n, tag) => n + tag.operations.length, 0),
      }));
      actions.addRoute({
        path: routeOf(apiIndexRoute),
        component: component('ApiIndexPage'),
        modules: { apis: await actions.createData('index.json', JSON.stringify(summaries)) },
        exact: true,
      });
      for (const reference of content) {
        actions.addRoute({
          path: routeOf(reference.route),
          component: component('ApiPage'),
          modules: { reference: await actions.createData(`${reference.id}.json`, JSON.stringify(reference)) },
          exact: true,
        });
      }
    },
    async postBuild({ outDir }) {
      // The Query API's document, generated from its code, published beside the partner files.
      const document = JSON.parse(fs.readFileSync(path.join(repoRoot, queryApiFile), 'utf8')) as unknown;
      const target = path.join(outDir, queryApiYaml);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, `# Generated at build time from ${queryApiFile}.\n${stringify(document)}`);
    },
  };
}
