/** A demo account as the store keeps it (the API adds the current offset). */
export interface AccountRecord {
  accountId: number;
  accountName: string;
  countryCode: string;
  accountOwner: string | null;
  accountCurrencyCode: string;
  accountTimezone: string;
  /** Generator knobs: how busy the account is and its typical cost per referral. */
  volume: number;
  costPerReferral: number;
  campaigns: number;
}

// Several countries, currencies and zones, on both sides of UTC; 1005 has no owner.
export const DEMO_ACCOUNTS: AccountRecord[] = [
  {
    accountId: 1001,
    accountName: 'Northwind Outfitters',
    countryCode: 'US',
    accountOwner: 'ana.lopez@northwind.example',
    accountCurrencyCode: 'USD',
    accountTimezone: 'America/New_York',
    volume: 1.0,
    costPerReferral: 0.85,
    campaigns: 4,
  },
  {
    accountId: 1002,
    accountName: 'Thames Tickets',
    countryCode: 'GB',
    accountOwner: 'oliver.hughes@thamestickets.example',
    accountCurrencyCode: 'GBP',
    accountTimezone: 'Europe/London',
    volume: 0.7,
    costPerReferral: 0.6,
    campaigns: 3,
  },
  {
    accountId: 1003,
    accountName: 'Maison Lumière',
    countryCode: 'FR',
    accountOwner: 'claire.martin@maisonlumiere.example',
    accountCurrencyCode: 'EUR',
    accountTimezone: 'Europe/Paris',
    volume: 0.6,
    costPerReferral: 0.75,
    campaigns: 3,
  },
  {
    accountId: 1004,
    accountName: 'Sakura Travel',
    countryCode: 'JP',
    accountOwner: 'yuki.tanaka@sakuratravel.example',
    accountCurrencyCode: 'JPY',
    accountTimezone: 'Asia/Tokyo',
    volume: 0.9,
    costPerReferral: 120,
    campaigns: 5,
  },
  {
    accountId: 1005,
    accountName: 'Harbour Eats',
    countryCode: 'AU',
    accountOwner: null,
    accountCurrencyCode: 'AUD',
    accountTimezone: 'Australia/Sydney',
    volume: 0.5,
    costPerReferral: 1.2,
    campaigns: 2,
  },
  {
    accountId: 1006,
    accountName: 'Pacific Gear Co.',
    countryCode: 'US',
    accountOwner: 'sam.rivera@pacificgear.example',
    accountCurrencyCode: 'USD',
    accountTimezone: 'America/Los_Angeles',
    volume: 0.8,
    costPerReferral: 0.95,
    campaigns: 4,
  },
];
