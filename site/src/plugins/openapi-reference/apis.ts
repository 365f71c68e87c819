// The API pages (REQ-ROUTES-14): one per OpenAPI file, at the route that requirement gives it.
// The browser tests and the partner mock read this list too.
export interface ApiPageSource {
  /** Used in the route, the intro and the YAML file name. */
  id: string;
  route: string;
  /** Relative to the repository root. */
  file: string;
  /** Where the try-it panel sends requests by default. */
  tryItTarget: 'sandbox' | 'mock';
}

export const queryApiFile = 'query-api/openapi.json';

export const apiPages: readonly ApiPageSource[] = [
  { id: 'query-api', route: '/openapi/query-api', file: queryApiFile, tryItTarget: 'sandbox' },
  { id: 'coupon-api', route: '/coupon-api', file: 'site/static/openapi/coupon-api.yaml', tryItTarget: 'mock' },
  { id: 'event-api', route: '/event-api', file: 'site/static/openapi/event-api.yaml', tryItTarget: 'mock' },
  {
    id: 'server-api-events',
    route: '/server-api-events',
    file: 'site/static/openapi/server-api-events.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'server-api-offers',
    route: '/server-api-offers',
    file: 'site/static/openapi/server-api-offers.yaml',
    tryItTarget: 'mock',
  },
  {
    id: 'embedded-actions',
    route: '/embedded-actions',
    file: 'site/static/openapi/embedded-actions.yaml',
    tryItTarget: 'mock',
  },
];

export const apiIndexRoute = '/openapi';

/** Set on <html> of the API pages: the brand-colors plugin makes their primary colour blue. */
export const apiPageClassName = 'acme-api-reference';

/** Default addresses of the local servers `npm start` runs (SANDBOX_PORT and PARTNER_MOCK_PORT change them). */
export const localServers = { sandbox: 'http://localhost:8080', mock: 'http://localhost:4010' } as const;
