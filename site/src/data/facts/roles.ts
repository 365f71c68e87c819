// The four roles and what each may do: the table "Roles" of site/WRITING.md as
// data. Pages name the roles that may do something with <Roles may="…" />, and
// the facts check (scripts/lib/facts-check.ts) rejects role lists retyped in
// prose that disagree with this module.

export const roles = ['Admin', 'Developer', 'Editor', 'Viewer'] as const;
export type Role = (typeof roles)[number];

const everyone: readonly Role[] = roles;

/** Permission → the roles that hold it, in the order of `roles`. */
export const permissions = {
  /** See **Home**, **Reporting → Dashboard**, run exports, see every configuration read-only. */
  read: everyone,
  /** Create and edit report **Templates** and **Schedules**. */
  reportTemplates: ['Admin', 'Developer', 'Editor'],
  /** Ads: create, edit, submit, pause and end campaigns and creatives; run experiments. */
  adsCampaigns: ['Admin', 'Editor'],
  /** Ads: manage **Audiences** and **Conversions** (types, the default attribution window, connections). */
  adsConversions: ['Admin', 'Developer', 'Editor'],
  /** Ecommerce: add, edit, pause and archive pages. */
  ecommercePages: ['Admin', 'Developer', 'Editor'],
  /** Ecommerce: create and publish layouts; change controls; block campaigns; run experiments. */
  ecommerceLayouts: ['Admin', 'Editor'],
  /** Ecommerce: accept or withdraw payments-marketplace offers; **Settings → Payments marketplace**. */
  paymentsMarketplace: ['Admin'],
  /** **Developers → Integration monitor**, **Settings → Referral signing**, **Settings → Data imports**. */
  developerTools: ['Admin', 'Developer'],
  /** **Settings → Account** (edit), **Users**, **Security**, **Billing**, **Payouts**. */
  accountAdministration: ['Admin'],
  /** Answer a policy decision or appeal it (**Settings → Policy**). */
  policyAnswers: ['Admin', 'Editor'],
  /** API credentials: the Query API. */
  queryApi: everyone,
  /** API credentials: the Event, Cart, Server, Embedded Actions, Coupon and v2 Partner APIs. */
  integrationApis: ['Admin', 'Developer'],
  /** API credentials: the Custom Audience Import and Unsubscribe Import APIs. */
  importApis: ['Admin', 'Developer', 'Editor'],
  /** API credentials: the Data Deletion API. */
  deletionApi: ['Admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

/**
 * Who sees each item of the left menu and of **Settings** (items a role may not
 * use are hidden, not greyed out). Every role sees **Settings** itself, with at
 * least **Account** (read-only but for Admins) and **Policy**.
 */
export const menuVisibility = {
  Settings: everyone,
  'Settings → Account': everyone,
  'Settings → Policy': everyone,
  'Settings → Users': permissions.accountAdministration,
  'Settings → Security': permissions.accountAdministration,
  'Settings → Billing': permissions.accountAdministration,
  'Settings → Payouts': permissions.accountAdministration,
  'Settings → Payments marketplace': permissions.paymentsMarketplace,
  'Settings → Referral signing': permissions.developerTools,
  'Settings → Data imports': permissions.developerTools,
  Developers: permissions.developerTools,
} as const satisfies Record<string, readonly Role[]>;
