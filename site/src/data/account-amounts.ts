// Amounts that Acme's own rules state in "the account currency" (a billing
// threshold, a minimum payout). Like the campaign limits of site/WRITING.md,
// they are written for currencies with two decimals; a JPY account uses 100
// times the amount, without decimals.

export interface AccountAmount {
  /** The amount in a two-decimal currency such as USD, EUR or GBP. */
  readonly amount: number;
}

export const accountAmount = (amount: number): AccountAmount => ({ amount });

/** How the amount reads in `locale` (`500.00`, French `500,00`; for JPY `50,000`, French `50 000`). */
export function formatAccountAmount(value: AccountAmount, locale: string, currency?: 'JPY'): string {
  const jpy = currency === 'JPY';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: jpy ? 0 : 2,
    maximumFractionDigits: jpy ? 0 : 2,
  }).format(jpy ? value.amount * 100 : value.amount);
}
