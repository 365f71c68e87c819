import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluralForm } from '@docusaurus/theme-common';
import type { Period } from '@site/src/data/facts/trust-center';

// How the facts components write numbers, lists and durations in the page's
// language: numbers and lists by Intl (English as in the rest of the site:
// no comma before "or"), durations from the UI strings, with plural forms.

const units: Record<Period['unit'], () => string> = {
  hours: () =>
    translate({ id: 'facts.period.hours', message: 'one hour|{count} hours', description: 'A duration in hours' }),
  days: () =>
    translate({ id: 'facts.period.days', message: 'one day|{count} days', description: 'A duration in days' }),
  months: () =>
    translate({
      id: 'facts.period.months',
      message: 'one month|{count} months',
      description: 'A duration in months',
    }),
  years: () =>
    translate({ id: 'facts.period.years', message: 'one year|{count} years', description: 'A duration in years' }),
};

export interface FactFormat {
  number: (value: number) => string;
  /** "A, B or C" (`or`) or "A, B and C" (`and`). */
  list: (items: readonly string[], join: 'or' | 'and') => string;
  period: (period: Period) => string;
}

export function useFactFormat(): FactFormat {
  const { currentLocale } = useDocusaurusContext().i18n;
  const { selectMessage } = usePluralForm();
  const lang = currentLocale === 'en' ? 'en-GB' : currentLocale;
  const number = (value: number) => new Intl.NumberFormat(lang).format(value);
  return {
    number,
    list: (items, join) =>
      new Intl.ListFormat(lang, { type: join === 'or' ? 'disjunction' : 'conjunction' }).format(items),
    period: ({ amount, unit }) => selectMessage(amount, units[unit]()).replace('{count}', number(amount)),
  };
}
