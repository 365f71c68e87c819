import { accountAmount } from './account-amounts';

// How Acme bills advertisers: the figures of Acme Ads' Settings → Billing
// (site/WRITING.md, "Settings → Billing"). Pages quote them with
// <BillingFact name="…" /> (src/components/AccountFacts), never retyped.
export const adsBilling = {
  /** Managed accounts: the invoice for a calendar month is issued by this day of the next month. */
  invoiceIssuedByDay: 5,
  /** An invoice is due this many days after its issue date. */
  invoicePaymentDays: 30,
  /** E-mail addresses that receive invoices, credit notes, receipts and reminders. */
  billingContactsMax: 5,
  /** Characters of the optional purchase order number printed on invoices. */
  purchaseOrderMaxLength: 40,
  /** Days after the due date at which an unpaid invoice stops the account's campaigns from delivering. */
  overdueStopDays: 30,
  /** An Admin may question an invoice up to this many days after its issue date. */
  invoiceQuestionDays: 60,
  /** Acme's billing team answers a question about an invoice within this many business days. */
  invoiceAnswerBusinessDays: 5,
  /** Self-service: the card is charged each time spend not yet charged reaches this amount, and at month end. */
  cardChargeThreshold: accountAmount(500),
  /** Self-service: days a failed card charge is retried before campaigns stop delivering. */
  cardRetryDays: 3,
} as const;

export type BillingFactName = keyof typeof adsBilling;
