import { openApiFacts } from './openapi.ts';

// How reporting counts and when its figures are there and final, for every
// page that explains a figure. The metrics and dimensions themselves are the
// Query API catalogue's (query-api/src/catalogue), never restated here.

export const reporting = {
  /** Events reach reporting within this many hours. */
  dataDelayHours: 3,
  /**
   * A day's figures are final this many days after it: a conversion counts on
   * its own day, and may reach Acme that late (the Event API takes an
   * `eventTime` up to this old; the SDKs retry a queued conversion as long).
   * The attribution window plays no part: it decides which referral, not which day.
   */
  settleDays: openApiFacts.eventMaxAgeDays,
  /** One impression is one offer displayed; a layout shown (`placementShown`) is one layout impression. */
  counting: {
    impression: 'one offer displayed',
    layoutImpression: 'placementShown',
  },
} as const;
