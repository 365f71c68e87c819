import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { adsBilling, type BillingFactName } from '@site/src/data/billing';
import { payouts, type PayoutFactName } from '@site/src/data/payouts';
import { formatAccountAmount, type AccountAmount } from '@site/src/data/account-amounts';

// Billing and payout figures in running text, from site/src/data/billing.ts and
// payouts.ts: a count as it is, an amount in the number format of the page's
// locale. `currency="JPY"` gives a JPY account's amount (100 times, no decimals).

interface FactProps<Name> {
  name: Name;
  currency?: 'JPY';
}

function Figure({ value, currency }: { value: number | AccountAmount; currency?: 'JPY' }): React.JSX.Element {
  const { i18n } = useDocusaurusContext();
  return <>{typeof value === 'number' ? value : formatAccountAmount(value, i18n.currentLocale, currency)}</>;
}

export function BillingFact({ name, currency }: FactProps<BillingFactName>): React.JSX.Element {
  return <Figure value={adsBilling[name]} currency={currency} />;
}

export function PayoutFact({ name, currency }: FactProps<PayoutFactName>): React.JSX.Element {
  return <Figure value={payouts[name]} currency={currency} />;
}
