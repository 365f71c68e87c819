import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';
import { openApiFacts } from '@site/src/data/facts/openapi';
import { queryApi, type RateLimit as Limit } from '@site/src/data/facts/query-api';
import { useFactFormat } from './format';

// Rate limits and token lifetime, from the Query API's code and the partner
// APIs' OpenAPI files (site/src/data/facts/query-api.ts and openapi.ts).

const limits: Record<string, Limit & { title: string }> = {
  'query-api': { ...queryApi.rateLimit, title: 'Acme Query API' },
  ...openApiFacts.rateLimits,
};
export type Api = 'query-api' | keyof typeof openApiFacts.rateLimits;

function useRate(limit: Limit): string {
  const { number } = useFactFormat();
  return limit.windowSeconds === 60
    ? translate(
        { id: 'facts.rateLimit.perMinute', message: '{max} requests per minute', description: 'A rate limit' },
        { max: number(limit.max) },
      )
    : translate(
        {
          id: 'facts.rateLimit.perWindow',
          message: '{max} requests per {seconds} seconds',
          description: 'A rate limit',
        },
        { max: number(limit.max), seconds: number(limit.windowSeconds) },
      );
}

const scope = (limit: Limit) =>
  limit.per === 'app'
    ? translate({
        id: 'facts.rateLimit.perApp',
        message: 'each app ID, all its tokens together',
        description: 'What a rate limit counts requests per',
      })
    : translate({ id: 'facts.rateLimit.perToken', message: 'each token', description: 'What a rate limit counts per' });

/** "120 requests per minute"; with `counted`, "…, counted for each app ID, all its tokens together". */
export function RateLimit({ api, counted = false }: { api: Api; counted?: boolean }): React.JSX.Element {
  const limit = limits[api]!;
  const rate = useRate(limit);
  return (
    <>
      {counted
        ? translate(
            {
              id: 'facts.rateLimit.counted',
              message: '{rate}, counted for {scope}',
              description: 'A rate limit and its scope',
            },
            { rate, scope: scope(limit) },
          )
        : rate}
    </>
  );
}

function LimitRow({ limit }: { limit: Limit & { title: string } }) {
  return (
    <tr>
      <td>{limit.title.replace(/^Acme /, '')}</td>
      <td>{useRate(limit)}</td>
      <td>{scope(limit)}</td>
    </tr>
  );
}

/** Every API's rate limit and what it counts per. */
export function RateLimits(): React.JSX.Element {
  return (
    <ScrollRegion
      kind="table"
      label={translate({ id: 'facts.rateLimits.label', message: 'Rate limits of the Acme APIs' })}
    >
      <table>
        <thead>
          <tr>
            <th>
              <Translate id="facts.rateLimits.api">Name</Translate>
            </th>
            <th>
              <Translate id="facts.rateLimits.limit">Limit</Translate>
            </th>
            <th>
              <Translate id="facts.rateLimits.per">Counted for</Translate>
            </th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(limits).map(([api, limit]) => (
            <LimitRow key={api} limit={limit} />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** How long an access token lasts, for every Acme API: "one hour". */
export function TokenLifetime(): React.JSX.Element {
  const { period } = useFactFormat();
  return <>{period({ amount: queryApi.tokenLifetimeSeconds / 3600, unit: 'hours' })}</>;
}
