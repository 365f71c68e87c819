// The API pages (REQ-ROUTES-14): one per OpenAPI file, at the route that requirement gives it.
// The one list of them: the plugin, the sidebar, the navbar, the browser tests
// and the partner mock all read it.
export interface ApiPageSource {
  /** Used in the route, the intro and the YAML file name. */
  id: string;
  /** Its name in the sidebar (translated there like every sidebar label). */
  label: string;
  route: string;
  /** Relative to the repository root. */
  file: string;
  /** Where the try-it panel sends requests by default. */
  tryItTarget: 'sandbox' | 'mock';
}

export const queryApiFile = 'query-api/openapi.json';

export const apiPages: readonly ApiPageSource[] = [
  { id: 'query-api', label: 'Query API', route: '/openapi/query-api', file: queryApiFile, tryItTarget: 'sandbox' },
  {
    id: 'coupon-api',
    label: 'Coupon API',
    route: '/coupon-api',
    file: 'site/static/openapi/coupon-api.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'event-api',
    label: 'Event API',
    route: '/event-api',
    file: 'site/static/openapi/event-api.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'server-api-events',
    label: 'Server API: events',
    route: '/server-api-events',
    file: 'site/static/openapi/server-api-events.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'server-api-offers',
    label: 'Server API: offers',
    route: '/server-api-offers',
    file: 'site/static/openapi/server-api-offers.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'embedded-actions',
    label: 'Embedded Actions API',
    route: '/embedded-actions',
    file: 'site/static/openapi/embedded-actions.yaml',
    tryItTarget: 'mock',
  },
];

export const apiIndexRoute = '/openapi';

/** Matches the path of any API page, in any locale: the navbar marks its API item active there. */
export const apiRoutePattern = `(${[apiIndexRoute, ...apiPages.map((page) => page.route)]
  .map((route) => `${route.slice(1)}$`)
  .join('|')})`;

/** Set on <html> of the API pages: the brand-colors plugin makes their primary colour blue. */
export const apiPageClassName = 'acme-api-reference';

/** Default addresses of the local servers `npm start` runs (SANDBOX_PORT and PARTNER_MOCK_PORT change them). */
export const localServers: Readonly<Record<ApiPageSource['tryItTarget'], string>> = {
  sandbox: 'http://localhost:8080',
  mock: 'http://localhost:4010',
};

/**
 * Where a page learns the actual addresses of those servers, as JSON shaped
 * like `localServers`: `npm start` and `npm run serve` answer them
 * (scripts/site-server/local-servers.ts); the build writes the defaults there
 * for any other host.
 */
export const localServersPath = '/local-servers.json';

/** The token endpoint of the client-credentials grant, where an OpenAPI file names none (the Query API's). */
export const defaultTokenPath = '/auth/oauth2/token';
