// The defaults of a report request (REQ-QUERYAPI-4, REQ-QUERYAPI-5), stated
// once: the ReportRequest schema publishes them in openapi.json, the planner
// applies them, and the site's report builder preselects them. No imports, so
// that the site bundles this file without the server's code.

/** The IANA time zone of a report request without `timezoneVariation`. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** The ISO 4217 currency of a report request without `currencyCode`. */
export const DEFAULT_CURRENCY = 'USD';
