import { accountAmount } from './account-amounts';

// How Acme pays ecommerce partners their share of advertiser spend: the
// figures of Acme Ecommerce's Settings → Payouts (site/WRITING.md,
// "Settings → Payouts"). Pages quote them with <PayoutFact name="…" />
// (src/components/AccountFacts), never retyped.
export const payouts = {
  /** The partner's share of the referral charges on its pages under Acme's standard partner agreement, in percent. */
  standardRevenueSharePercent: 50,
  /** The statement of a calendar month is published by this day of the next month. */
  statementByDay: 10,
  /** Acme sends the payout at most this many days after the statement is published. */
  payoutWithinDays: 30,
  /** A balance below this amount is carried forward to the next statement instead of paid. */
  minimumPayout: accountAmount(100),
  /** Most banks credit a payout within this many business days of its sending. */
  transferBusinessDays: 3,
  /** New bank details take effect after this many business days, during which any Admin can cancel the change. */
  bankChangeHoldBusinessDays: 3,
  /** A failed payout is sent again within this many business days after the bank details are updated. */
  failedPayoutRetryBusinessDays: 5,
  /** E-mail addresses that receive statements and payout notices. */
  payoutContactsMax: 5,
} as const;

export type PayoutFactName = keyof typeof payouts;
