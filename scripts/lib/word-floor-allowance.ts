// Pages of issue #10 that are still outlines while their writers work on them.
// They are listed so that `npm test` stays green meanwhile and the floor test
// prints them (and any that already meet their floor). The lead empties this
// list once the writers' pages are merged; from then on every page counts.
export const belowFloorForNow: readonly string[] = [
  'developers/api-reference/reporting/overview.md',
  'developers/api-reference/reporting/reporting-api.md',
  'trust-center.md',
  'user-guides/acme-policies/ads.md',
  'user-guides/acme-policies/ecommerce.md',
  'user-guides/acme-policies/overview.md',
  'user-guides/acme-policies/protecting-the-customer-experience.md',
];
