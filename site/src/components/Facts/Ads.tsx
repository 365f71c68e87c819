import React from 'react';
import { translate } from '@docusaurus/Translate';
import { attribution, characterLimits, restrictedCategories, type CharacterLimit } from '@site/src/data/facts/ads';
import { useFactFormat } from './format';

// Acme Ads facts in running text, from site/src/data/facts/ads.ts.

/** `default`: the account default ("30 days"); `choices`: every window a campaign may use. */
export function AttributionWindow({ value }: { value: 'default' | 'choices' }): React.JSX.Element {
  const { list, number, period } = useFactFormat();
  if (value === 'default') return <>{period({ amount: attribution.defaultDays, unit: 'days' })}</>;
  const longest = Math.max(...attribution.windowDays);
  const days = period({ amount: longest, unit: 'days' });
  return <>{days.replace(number(longest), list(attribution.windowDays.map(number), 'or'))}</>;
}

export const categoryName: Record<string, () => string> = {
  Alcohol: () =>
    translate({
      id: 'facts.category.alcohol',
      message: 'Alcohol',
      description: 'An offer category, as the apps show it',
    }),
  Dating: () =>
    translate({
      id: 'facts.category.dating',
      message: 'Dating',
      description: 'An offer category, as the apps show it',
    }),
  Gambling: () =>
    translate({
      id: 'facts.category.gambling',
      message: 'Gambling',
      description: 'An offer category, as the apps show it',
    }),
  'Weight loss': () =>
    translate({
      id: 'facts.category.weightLoss',
      message: 'Weight loss',
      description: 'An offer category, as the apps show it',
    }),
};

/** The restricted categories (`all`), or those only customers of known age may see (`ageRestricted`). */
export function RestrictedCategories({
  which = 'all',
  join = 'and',
}: {
  which?: 'all' | 'ageRestricted';
  join?: 'or' | 'and';
}): React.JSX.Element {
  const { list } = useFactFormat();
  const categories = restrictedCategories.filter((c) => which === 'all' || c.ageRestricted);
  return (
    <>
      {list(
        categories.map((c) => categoryName[c.name]!()),
        join,
      )}
    </>
  );
}

/** A field's allowed length: "3–40 characters", or "up to 150 characters" when it may be empty. */
export function CharacterLimit({ of }: { of: CharacterLimit }): React.JSX.Element {
  const { number } = useFactFormat();
  const { min, max } = characterLimits[of];
  return (
    <>
      {min === 0
        ? translate(
            { id: 'facts.characters.upTo', message: 'up to {max} characters', description: 'A field length limit' },
            { max: number(max) },
          )
        : translate(
            { id: 'facts.characters.range', message: '{min}–{max} characters', description: 'A field length range' },
            { min: number(min), max: number(max) },
          )}
    </>
  );
}
