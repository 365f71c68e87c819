import { openApiFacts } from './openapi.ts';
import { permissions } from './roles.ts';

// Acme Ads rules that several pages repeat: the attribution window, the
// restricted categories and their age rule, and the creative screen (its fields
// and lengths). Pages quote them with the components of src/components/Facts.

export const attribution = {
  /** The windows a campaign or the account default may use, in days. */
  windowDays: [1, 7, 14, 30, 60, 90],
  /** The account default, which campaigns start from, unless changed under **Conversions → Attribution**. */
  defaultDays: 30,
  /** Who changes the account default: whoever manages **Conversions**. */
  changedBy: permissions.adsConversions,
  /** One conversion counts per account, conversion type and order id within this many days. */
  deduplicationDays: 7,
} as const;

export interface OfferCategory {
  name: string;
  /** Never shown to customers whose age Acme does not know (a campaign's **Age ranges** cannot reach them). */
  ageRestricted: boolean;
}

/**
 * The restricted offer categories: **Blocked** by default in every partner's
 * **Controls → Categories**, and reviewed against the extra conditions of the
 * advertising policies. Only some carry the age rule.
 */
export const restrictedCategories: readonly OfferCategory[] = [
  { name: 'Alcohol', ageRestricted: true },
  { name: 'Dating', ageRestricted: true },
  { name: 'Gambling', ageRestricted: true },
  { name: 'Weight loss', ageRestricted: false },
];

/**
 * The creative screen (Creatives → a creative): its fields, as the creatives
 * guide lists them. It has no third-party tracking: no tracker URLs, no tags.
 */
export const creativeScreen = {
  fields: [
    'Campaign',
    'Name',
    'Format',
    'Headline',
    'Body',
    'Image',
    'Image alternative text',
    'Call to action',
    'Decline label',
    'Landing URL',
    'Terms URL',
    'Coupon codes',
    'Coupon code',
    'Code expiry',
    'Offer id',
    'Language',
  ],
  formats: ['Standard', 'Text only', 'Coupon'],
  /** Where a Coupon creative's codes come from: one shared code typed on the creative, or a pool of unique codes. */
  couponCodeSources: ['Shared code', 'Unique codes'],
  thirdPartyTrackers: false,
} as const;

/** Lengths of the fields a creative or a coupon code has, in characters. */
export const characterLimits = {
  campaignName: { min: 1, max: 120 },
  creativeName: { min: 1, max: 120 },
  headline: { min: 5, max: 60 },
  body: { min: 0, max: 150 },
  imageAltText: { min: 5, max: 125 },
  callToAction: { min: 2, max: 20 },
  declineLabel: { min: 2, max: 20 },
  /** A Coupon creative's shared code: one code for every customer, as the Coupon API's shared pools take it. */
  sharedCouponCode: openApiFacts.couponCode.shared,
  /** A code of a unique-code pool, uploaded through the Coupon API. */
  uniqueCouponCode: openApiFacts.couponCode.unique,
} as const;

export type CharacterLimit = keyof typeof characterLimits;
