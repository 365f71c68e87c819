import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { catalogues } from '../src/catalogue/index.js';
import { type Harness, harness } from './helpers.js';

let h: Harness;
before(async () => {
  h = await harness({
    rateLimit: { max: 1_000_000, windowSeconds: 60 },
    tokenLimits: { max: 1_000_000, maxPerAddress: 1_000_000, issuedPerApp: 1_000_000 },
  });
});
after(() => h.close());

const RUNS = { numRuns: 150 };
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 60,
});
const slugs = (kind: 'campaigns' | 'transactions', what: 'metrics' | 'dimensions') =>
  catalogues[kind][what].map((x) => x.slug);
const anySlug = fc.constantFrom(
  ...new Set([
    ...slugs('campaigns', 'metrics'),
    ...slugs('campaigns', 'dimensions'),
    ...slugs('transactions', 'metrics'),
    ...slugs('transactions', 'dimensions'),
  ]),
);

/** Every answer: below 500, JSON (or CSV / empty for 304), in one of the documented shapes. */
function assertSane(res: LightMyRequestResponse, context: unknown) {
  assert.ok(res.statusCode < 500, `${res.statusCode} ${res.body} for ${JSON.stringify(context)}`);
  if (res.statusCode === 304 || String(res.headers['content-type']).startsWith('text/csv')) return;
  const body = res.json();
  if (res.statusCode === 422) assert.ok(Array.isArray(body.detail) && body.detail.length > 0);
  else if (res.statusCode >= 400) assert.equal(typeof (body.message ?? body.error), 'string');
}

describe('property-based: nothing a client sends causes a 5xx or a crash', () => {
  test('arbitrary JSON bodies on both report calls', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('campaigns/', 'transactions'),
        fc.jsonValue({ maxDepth: 3 }),
        async (path, body) => {
          const res = await h.app.inject({
            method: 'POST',
            url: `/v1/query/accounts/1001/${path}`,
            headers: { authorization: `Bearer ${h.agency}`, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          assertSane(res, body);
          assert.ok([200, 400, 422].includes(res.statusCode), `${res.statusCode} for ${JSON.stringify(body)}`);
        },
      ),
      RUNS,
    );
  });

  test('near-valid bodies: real slugs, zones, dates and junk mixed', async () => {
    const dateish = fc.oneof(
      { arbitrary: fc.constant(undefined), weight: 6 },
      fc
        .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc
        .date({ min: new Date('2025-09-01T00:00:00Z'), max: new Date('2026-05-01T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
      fc.constantFrom('2026-02-29', '2026-03-08 02:30:00', '2025-11-02 01:30:00', '0000-01-01', '2026-04-31'),
      printable,
      fc.constant(null),
    );
    const mostly = <T, U>(good: fc.Arbitrary<T>, junk: fc.Arbitrary<U>) =>
      fc.oneof({ arbitrary: good, weight: 8 }, { arbitrary: junk, weight: 1 });
    const body = (kind: 'campaigns' | 'transactions') =>
      fc.record(
        {
          metrics: mostly(
            fc.uniqueArray(fc.constantFrom(...slugs(kind, 'metrics')), { minLength: 1, maxLength: 5 }),
            fc.array(fc.oneof(anySlug, printable), { maxLength: 3 }),
          ),
          dimensions: mostly(
            fc.uniqueArray(fc.constantFrom(...slugs(kind, 'dimensions')), { maxLength: 3 }),
            fc.array(fc.oneof(anySlug, printable), { maxLength: 3 }),
          ),
          dimensionFilters: fc.dictionary(
            mostly(fc.constantFrom(...slugs(kind, 'dimensions')), printable),
            mostly(
              fc.array(fc.constantFrom('mobile', 'desktop', 'checkout', '100101', '18-24', '55+'), {
                minLength: 1,
                maxLength: 3,
              }),
              fc.array(printable, { maxLength: 2 }),
            ),
            { maxKeys: 2 },
          ),
          orderBys: fc.array(
            fc.record({
              column: fc.oneof(anySlug, fc.constant('datetime'), printable),
              direction: mostly(fc.constantFrom('asc', 'desc', undefined), fc.constant('ASC')),
            }),
            { maxLength: 2 },
          ),
          interval: mostly(fc.constantFrom('day', 'week', 'month', 'year', null, undefined), fc.constant('hour')),
          timezoneVariation: mostly(
            fc.constantFrom(
              'America/New_York',
              'Europe/Paris',
              'Asia/Kolkata',
              'Pacific/Chatham',
              'Australia/Lord_Howe',
              'UTC',
              'Etc/GMT+12',
              'Pacific/Kiritimati',
            ),
            printable,
          ),
          currencyCode: mostly(fc.constantFrom('USD', 'eur', 'JPY', 'GBP', 'AUD'), printable),
          startDate: dateish,
          endDate: dateish,
          limit: mostly(fc.oneof(fc.integer({ min: -2, max: 12_000 }), fc.constant(null)), fc.double()),
          includeTotals: fc.boolean(),
        },
        { requiredKeys: [] },
      );
    const request = fc
      .constantFrom<'campaigns' | 'transactions'>('campaigns', 'transactions')
      .chain((kind) => fc.tuple(fc.constant(kind), body(kind)));
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(1001, 1002, 1004, 1005),
        request,
        fc.boolean(),
        async (account, [kind, b], csv) => {
          const res = await h.report(
            `/v1/query/accounts/${account}/${kind}`,
            b,
            h.agency,
            csv ? { accept: 'text/csv' } : {},
          );
          seen.set(res.statusCode, (seen.get(res.statusCode) ?? 0) + 1);
          assertSane(res, b);
          assert.ok([200, 400, 403, 422].includes(res.statusCode), `${res.statusCode} ${res.body}`);
          if (res.statusCode === 200 && !csv) {
            const { data } = res.json();
            assert.ok(Array.isArray(data));
            if (b.limit && data.length) assert.ok(data.length <= b.limit);
          }
        },
      ),
      { numRuns: 300 },
    );
    // The generator must reach every outcome, or the property proves little.
    for (const status of [200, 400, 403, 422])
      assert.ok(seen.has(status), `no ${status} in ${JSON.stringify([...seen])}`);
  });

  test('arbitrary paths and methods', async () => {
    const segment = fc.oneof(
      fc.constantFrom(
        'v1',
        'query',
        'accounts',
        '1001',
        'campaigns',
        'transactions',
        'help',
        '',
        '..',
        '%2e',
        '%00',
        '-1',
        '1e9',
      ),
      fc.webSegment(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'),
        fc.array(segment, { maxLength: 7 }),
        printable,
        async (method, segments, query) => {
          const url = `/${segments.join('/')}?${encodeURIComponent(query)}`;
          const res = await h.app.inject({
            method,
            url,
            headers: { authorization: `Bearer ${h.agency}`, 'content-type': 'application/json' },
            payload: method === 'GET' || method === 'HEAD' ? undefined : '{"metrics":["impressions"]}',
          });
          assert.ok(res.statusCode < 500, `${method} ${url} → ${res.statusCode} ${res.body}`);
        },
      ),
      RUNS,
    );
  });

  test('arbitrary headers', async () => {
    const headers = fc.record(
      {
        authorization: fc.oneof(
          printable,
          printable.map((s) => `Bearer ${s}`),
          fc.constant(`Bearer ${'x'.repeat(5000)}`),
        ),
        accept: fc.oneof(
          printable,
          fc.constantFrom('text/csv', 'text/csv;q=0', '*/*;q=abc', 'application/json;q=0.1, text/csv'),
        ),
        'content-type': fc.oneof(
          printable,
          fc.constantFrom('application/json', 'application/json; charset=latin1', 'text/plain', 'multipart/form-data'),
        ),
        'if-none-match': printable,
        'x-request-id': printable,
        origin: printable,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(headers, fc.boolean(), async (hd, keepToken) => {
        const all = keepToken ? { ...hd, authorization: `Bearer ${h.agency}` } : hd;
        const res = await h.app.inject({
          method: 'POST',
          url: '/v1/query/accounts/1001/campaigns/',
          headers: all,
          payload: '{"metrics":["impressions"],"dimensions":["device"]}',
        });
        assertSane(res, all);
      }),
      RUNS,
    );
  });

  test('arbitrary token requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        printable,
        printable,
        fc.oneof(printable, fc.constant('grant_type=client_credentials')),
        async (user, secret, payload) => {
          const res = await h.app.inject({
            method: 'POST',
            url: '/auth/oauth2/token',
            headers: {
              authorization: `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            payload,
          });
          assert.ok([400, 401].includes(res.statusCode), `${res.statusCode} ${res.body}`);
          assert.equal(typeof res.json().error, 'string');
        },
      ),
      { numRuns: 60 },
    );
  });

  test('the token endpoint: any Authorization, Content-Type and body', async () => {
    const { appId, appSecret } = h.demo[0];
    const authorization = fc.oneof(
      printable,
      fc.tuple(printable, printable).map(([u, p]) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`),
      fc
        .tuple(fc.constantFrom(appId, 'app_unknown', ''), printable)
        .map(([u, p]) => `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}`),
      printable.map((s) => `Basic ${s}`),
      printable.map((s) => `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}${s}`),
      fc.constant(`Basic ${'A'.repeat(6000)}`),
    );
    const contentType = fc.oneof(
      fc.constantFrom(
        'application/x-www-form-urlencoded',
        'application/json',
        'text/plain',
        'multipart/form-data',
        'application/x-www-form-urlencoded; charset=latin1',
      ),
      printable,
    );
    const body = fc.oneof(
      printable,
      fc.constantFrom(
        'grant_type=client_credentials',
        'grant_type=client_credentials&grant_type=password',
        '__proto__[x]=1&grant_type=client_credentials',
        '{"grant_type":"client_credentials"}',
        '%%%',
      ),
      fc.string({ maxLength: 200 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.option(authorization), fc.option(contentType), fc.option(body), async (a, type, payload) => {
        const headers: Record<string, string> = {};
        if (a !== null) headers.authorization = a;
        if (type !== null) headers['content-type'] = type;
        const res = await h.app.inject({
          method: 'POST',
          url: '/auth/oauth2/token',
          headers,
          ...(payload === null ? {} : { payload }),
        });
        assert.ok(
          [200, 400, 401, 413, 415].includes(res.statusCode),
          `${res.statusCode} ${res.body} for ${JSON.stringify([a, type, payload])}`,
        );
        const json = res.json();
        if (res.statusCode === 200) assert.equal(json.token_type, 'Bearer');
        else assert.ok(typeof json.error === 'string' && typeof json.error_description === 'string');
      }),
      { numRuns: 80 },
    );
  });

  test('Authorization of every shape on protected calls: 200 for the exact token, 401 otherwise', async () => {
    const token = h.agency;
    const mutate = fc.oneof(
      fc
        .nat({ max: token.length - 1 })
        .chain((i) =>
          printable
            .filter((c) => c.length === 1 && c !== token[i])
            .map((c) => token.slice(0, i) + c + token.slice(i + 1)),
        ),
      printable.filter((s) => s.length > 0).map((s) => token + s),
      fc.nat({ max: token.length - 1 }).map((i) => token.slice(0, i)),
      fc.constant(token.split('.').reverse().join('.')),
      fc.constant(`${token}.${token}`),
    );
    const header = fc.oneof(
      printable,
      mutate.map((t) => `Bearer ${t}`),
      fc
        .tuple(
          fc.constantFrom('Bearer', 'bearer', 'BEARER', 'Token', 'Basic', 'Bearer  ', ''),
          fc.constantFrom(' ', '  ', '\t', ''),
          fc.oneof(fc.constant(token), mutate),
        )
        .map(([s, sp, t]) => `${s}${sp}${t}`),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((s) => `Bearer ${encodeURIComponent(s)}`),
    );
    await fc.assert(
      fc.asyncProperty(
        header,
        fc.constantFrom('/v1/query/accounts/', '/v1/query/accounts/1001', '/v1/query/accounts/1001/campaigns/help'),
        async (authorization, url) => {
          const res = await h.app.inject({ method: 'GET', url, headers: { authorization } });
          assertSane(res, authorization);
          const exact = /^Bearer +([^ ]+) *$/i.exec(authorization)?.[1] === token;
          assert.equal(res.statusCode, exact ? 200 : 401, `${res.statusCode} for ${authorization}`);
        },
      ),
      { numRuns: 200 },
    );
  });
});
