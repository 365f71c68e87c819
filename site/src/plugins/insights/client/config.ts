// Set at build time by the insights plugin (../index.ts).
declare const __INSIGHTS_ENABLED__: boolean;
declare const __INSIGHTS_COLLECTOR_URL__: string;

/** Whether this build collects reader insights at all: false leaves every control out. */
// Outside a build (unit tests run these modules in Node) nothing is defined, and nothing is collected.
export const insightsEnabled: boolean = typeof __INSIGHTS_ENABLED__ !== 'undefined' && __INSIGHTS_ENABLED__;
/** The collector's address, absolute or from the site's root; empty for none. */
export const collectorUrl: string = typeof __INSIGHTS_COLLECTOR_URL__ !== 'undefined' ? __INSIGHTS_COLLECTOR_URL__ : '';
