import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { stringify } from 'yaml';
import { apiIndexRoute, apiPages, localServers, localServersPath, queryApiFile } from './apis';
import { loadDocument, referenceOf } from './model';
import { overlayFile, overlayStatus, readOverlay, withOverlay, type OverlayDocument } from './overlays';
import type { ApiReference, ApiSummary } from './types';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../../..');
const queryApiYaml = 'openapi/query-api.yaml';

/** Static address of an API's file: the partner files are static already; the Query API's is written at build. */
const fileUrlOf = (file: string) => (file === queryApiFile ? `/${queryApiYaml}` : `/openapi/${path.basename(file)}`);

/**
 * The state of a page's translation in the locale being built: none for
 * English and for a complete, current overlay; `partial` without an overlay or
 * when some texts are still English; `outdated` when the English of some
 * translated texts changed since.
 */
function translationOf(english: object, overlay: OverlayDocument | undefined): ApiReference['translation'] {
  // Without an overlay the API texts are English; the page around them is translated.
  if (!overlay) return 'partial';
  const status = overlayStatus(english, overlay);
  if (status.drifted.length || status.orphan.length) return 'outdated';
  return status.untranslated.length || status.missing.length ? 'partial' : undefined;
}

async function loadReferences(siteDir: string, locale: string, defaultLocale: string): Promise<ApiReference[]> {
  const started = performance.now();
  let overlays = 0;
  const references = await Promise.all(
    apiPages.map(async (page) => {
      const file = path.join(repoRoot, page.file);
      const overlayPath = overlayFile(siteDir, locale, page.id);
      const overlay = locale !== defaultLocale && fs.existsSync(overlayPath) ? readOverlay(overlayPath) : undefined;
      if (overlay) overlays += 1;
      let translation: ApiReference['translation'];
      const document = await loadDocument(
        file,
        locale === defaultLocale
          ? undefined
          : (english) => {
              translation = translationOf(english, overlay);
              return overlay ? withOverlay(english, overlayPath, page.file) : english;
            },
      );
      return {
        ...referenceOf(document, {
          id: page.id,
          route: page.route,
          fileUrl: fileUrlOf(page.file),
          target: page.tryItTarget,
          defaultServer: localServers[page.tryItTarget],
        }),
        ...(translation && { translation }),
      };
    }),
  );
  logger.info(
    `API pages: ${references.length} OpenAPI files read${locale === defaultLocale ? '' : `, ${overlays} ${locale} overlays applied,`} in ${Math.round(performance.now() - started)} ms`,
  );
  return references;
}

// The API pages (REQ-ROUTES-14, REQ-CONTENT-10), rendered from the OpenAPI files at build time so
// that every operation, parameter and field is in the HTML (issue #9).
export default function openApiReferencePlugin(context: LoadContext): Plugin {
  const component = (name: string) => path.join(here, 'components', name);
  const routeOf = (route: string) => `${context.baseUrl}${route.slice(1)}`;
  return {
    name: 'acme-openapi-reference',
    getPathsToWatch: () => [
      ...apiPages.map((page) => path.join(repoRoot, page.file)),
      ...apiPages.map((page) => overlayFile(context.siteDir, context.i18n.currentLocale, page.id)),
    ],
    loadContent: () => loadReferences(context.siteDir, context.i18n.currentLocale, context.i18n.defaultLocale),
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
      // The local servers' default addresses, for a host that does not answer the actual ones (one file at the root).
      if (context.i18n.currentLocale === context.i18n.defaultLocale)
        fs.writeFileSync(path.join(outDir, localServersPath), JSON.stringify(localServers));
    },
  };
}
