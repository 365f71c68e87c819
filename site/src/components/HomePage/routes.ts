// Where the home page's links lead, each by the key of its UI strings
// (home.section.<key>.title and .summary, home.cta.<key>): read by the page
// (sections.ts, index.tsx) and by its Markdown twin (src/plugins/markdown-twins).
export const homeSectionRoutes = {
  gettingStarted: '/new-getting-started',
  integrationGuides: '/developers/integration-guides/overview',
  serverToServer: '/server-to-server/overview',
  apiReference: '/developers/api-reference/overview',
  ads: '/user-guides/acme-ads/overview',
  ecommerce: '/user-guides/acme-ecommerce/overview',
  releaseNotes: '/release-notes',
} as const;

export const homeActionRoutes = {
  start: '/new-getting-started',
  api: '/developers/api-reference/overview',
} as const;
