import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Harness, harness } from './helpers.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());

describe('GET /v1/query/accounts/', () => {
  test('lists the accounts the caller may read, with the REQ-QUERYAPI-3 fields', async () => {
    const res = await h.get('/v1/query/accounts/');
    assert.equal(res.statusCode, 200);
    const accounts = res.json();
    assert.deepEqual(
      accounts.map((a: { accountId: string }) => a.accountId),
      ['1001', '1002', '1003', '1004', '1006'],
    );
    // 2026-04-10: New York on EDT, London on BST, Paris on CEST, Tokyo fixed, Los Angeles on PDT.
    assert.deepEqual(
      accounts.map((a: { accountTimezoneOffset: number }) => a.accountTimezoneOffset),
      [-240, 60, 120, 540, -420],
    );
    assert.deepEqual(accounts[0], {
      accountId: '1001',
      accountName: 'Northwind Outfitters',
      countryCode: 'US',
      accountOwner: 'ana.lopez@northwind.example',
      accountCurrencyCode: 'USD',
      accountTimezone: 'America/New_York',
      accountTimezoneOffset: -240,
    });
    const currencies = new Set(accounts.map((a: { accountCurrencyCode: string }) => a.accountCurrencyCode));
    assert.ok(currencies.size >= 4);
  });

  test('the single-account user sees only their account, whose owner is null', async () => {
    const res = await h.get('/v1/query/accounts', h.partner);
    assert.equal(res.statusCode, 200);
    const [only, ...rest] = res.json();
    assert.equal(rest.length, 0);
    assert.equal(only.accountId, '1005');
    assert.equal(only.accountOwner, null);
    assert.equal(only.accountTimezoneOffset, 600); // Sydney, after DST ended on 2026-04-05
  });

  test('404 when the user has no accounts', async () => {
    const { appId, appSecret } = await h.credentials.create('nobody@example.com', []);
    const res = await h.get('/v1/query/accounts/', await h.token(appId, appSecret));
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: 'User does not have any accounts' });
  });
});

describe('GET /v1/query/accounts/{account_id}', () => {
  test('200, with or without a trailing slash', async () => {
    for (const path of ['/v1/query/accounts/1004', '/v1/query/accounts/1004/']) {
      const res = await h.get(path);
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().accountCurrencyCode, 'JPY');
      assert.equal(res.json().accountTimezoneOffset, 540);
    }
  });

  test('403 for an account of another user, 404 for an unknown one, 422 for a non-integer id', async () => {
    const forbidden = await h.get('/v1/query/accounts/1005');
    assert.equal(forbidden.statusCode, 403);
    assert.deepEqual(forbidden.json(), { message: 'User does not have access to the specified account.' });
    const missing = await h.get('/v1/query/accounts/999999');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Account with the specified ID does not exist' });
    for (const bad of ['abc', '10.5', '1e3x']) {
      const res = await h.get(`/v1/query/accounts/${bad}`);
      assert.equal(res.statusCode, 422, bad);
      assert.deepEqual(res.json(), {
        detail: [
          {
            loc: ['path', 'account_id'],
            msg: 'Input should be a valid integer, unable to parse string as an integer',
            type: 'int_parsing',
          },
        ],
      });
    }
  });
});

describe('cross-cutting behaviour', () => {
  test('X-Request-Id is echoed when sane, generated otherwise', async () => {
    const echoed = await h.get('/v1/query/accounts/1001', h.agency, { 'x-request-id': 'trace-42' });
    assert.equal(echoed.headers['x-request-id'], 'trace-42');
    const generated = await h.get('/v1/query/accounts/1001');
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const unsafe = await h.get('/v1/query/accounts/1001', h.agency, { 'x-request-id': 'a b\tc' });
    assert.notEqual(unsafe.headers['x-request-id'], 'a b\tc');
    const unauthenticated = await h.app.inject({ method: 'GET', url: '/nowhere', headers: { 'x-request-id': 'r-1' } });
    assert.equal(unauthenticated.headers['x-request-id'], 'r-1');
  });

  test('CORS for the docs origins only, exposing the useful headers', async () => {
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/v1/query/accounts/1001/campaigns/',
      headers: {
        origin: 'https://docs.acme.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'https://docs.acme.example');
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
    const res = await h.get('/v1/query/accounts/1001', h.agency, { origin: 'http://localhost:3000' });
    assert.equal(res.headers['access-control-allow-origin'], 'http://localhost:3000');
    for (const name of ['ETag', 'X-Request-Id', 'RateLimit-Remaining', 'Retry-After']) {
      assert.match(String(res.headers['access-control-expose-headers']), new RegExp(name));
    }
    const other = await h.get('/v1/query/accounts/1001', h.agency, { origin: 'https://evil.example' });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  test('unknown routes and methods: 404 with a message', async () => {
    for (const [method, url] of [
      ['GET', '/v2/query/accounts/'],
      ['GET', '/'],
      ['DELETE', '/v1/query/accounts/1001'],
      ['GET', '/auth/oauth2/token'],
    ] as const) {
      const res = await h.app.inject({ method, url, headers: { authorization: `Bearer ${h.agency}` } });
      assert.equal(res.statusCode, 404, `${method} ${url}`);
      assert.deepEqual(res.json(), {
        message: 'The requested resource was not found. Please validate your request is correct and try again',
      });
    }
  });

  test('GET /healthz answers 200 without a token', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });
});
