import { expect, test, type Request } from '@playwright/test';
import { analyticsBuild } from '@acme-docs/scripts/lib/analytics-build';
import { hits, modalInput, searchButton } from './support/search.ts';

// Hosted mode (REQ-SEARCH-12): the third-party build has ALGOLIA_APP_ID, ALGOLIA_API_KEY
// and ALGOLIA_INDEX_NAME set, so the DocSearch modal queries Algolia. Its address
// is intercepted here and answered with a made-up hit.
const base = `http://localhost:${analyticsBuild.port}`;
const { ALGOLIA_APP_ID: appId, ALGOLIA_INDEX_NAME: indexName } = analyticsBuild.env;

const pageUrl = 'https://docs.acme.example/developers/integration-guides/integration-monitor';
const highlighted = (value: string) => ({ value, matchLevel: 'full', matchedWords: ['monitor'] });
const fakeHit = {
  objectID: 'integration-monitor-what-it-shows',
  type: 'lvl2',
  url: `${pageUrl}#what-it-shows`,
  url_without_anchor: pageUrl,
  anchor: 'what-it-shows',
  content: null,
  hierarchy: {
    lvl0: 'Integration guides',
    lvl1: 'Integration monitor',
    lvl2: 'What the monitor shows',
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  },
  _highlightResult: {
    hierarchy: {
      lvl0: highlighted('Integration guides'),
      lvl1: highlighted('Integration <mark>monitor</mark>'),
      lvl2: highlighted('What the <mark>monitor</mark> shows'),
    },
  },
  _snippetResult: {
    hierarchy: {
      lvl1: highlighted('Integration <mark>monitor</mark>'),
      lvl2: highlighted('What the <mark>monitor</mark> shows'),
    },
  },
};

test('the modal sends the REQ-SEARCH-12 request to the hosted index and renders its answer', async ({ page }) => {
  const queries: Request[] = [];
  const answer = (request: Request) => {
    const { requests } = request.postDataJSON() as { requests: Array<{ query: string; indexName: string }> };
    return {
      results: requests.map(({ query, indexName: index }) => ({
        hits: query ? [fakeHit] : [],
        nbHits: query ? 1 : 0,
        page: 0,
        nbPages: 1,
        hitsPerPage: 20,
        processingTimeMS: 1,
        exhaustiveNbHits: true,
        query,
        params: '',
        index,
      })),
    };
  };
  // Algolia's read hosts: the DSN first, then the fallbacks.
  for (const host of ['https://*.algolia.net/**', 'https://*-dsn.algolia.net/**', 'https://*.algolianet.com/**']) {
    await page.route(host, async (route) => {
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      queries.push(route.request());
      return route.fulfill({
        status: 200,
        headers: cors,
        contentType: 'application/json',
        json: answer(route.request()),
      });
    });
  }
  // Everything else off the machine (analytics scripts) is not part of this test.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[^/]*algolia)/, (route) => route.abort());

  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${base}/developers/integration-guides/overview`);
  // The theme's own preconnect to the hosted index is kept in this mode.
  await expect(page.locator(`link[rel=preconnect][href="https://${appId}-dsn.algolia.net"]`)).toHaveCount(1);

  await searchButton(page).click();
  await modalInput(page).fill('monitor');
  await expect(hits(page).first()).toContainText('What the monitor shows');
  await expect(hits(page).first().locator('mark').first()).toHaveText('monitor');
  await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Integration guides');

  const request = queries.find(
    (q) => (q.postDataJSON() as { requests: Array<{ query: string }> }).requests[0]?.query === 'monitor',
  )!;
  expect(request.method()).toBe('POST');
  const url = new URL(request.url());
  expect(url.hostname).toMatch(new RegExp(`^${appId.toLowerCase()}(-dsn)?\\.algolia\\.net$|algolianet\\.com$`, 'i'));
  expect(url.pathname).toBe('/1/indexes/*/queries');
  const [body] = (request.postDataJSON() as { requests: Array<Record<string, unknown>> }).requests;
  expect(body).toMatchObject({
    query: 'monitor',
    indexName,
    attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url']),
    attributesToSnippet: expect.arrayContaining(['hierarchy.lvl1:10', 'content:10']),
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
  });
  // Contextual search: this locale's language and the docs version's tags.
  expect(body!.facetFilters).toEqual([
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);

  // The hit leads to its page and heading on this site.
  await hits(page).first().click();
  await expect(page).toHaveURL(`${base}/developers/integration-guides/integration-monitor#what-it-shows`);
  // Nothing of the local index is used in this mode.
  expect(requested.filter((u) => u.includes('/pagefind/'))).toEqual([]);
});
