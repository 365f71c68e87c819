import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { signToken } from '../src/auth/tokens.js';
import { type Harness, basic, harness } from './helpers.js';

const INVALID = { message: 'Failed to authenticate. Invalid token.' };
let h: Harness;
before(async () => {
  h = await harness({ rateLimit: { max: 3, windowSeconds: 60 } });
});
after(() => h.close());

const tokenCall = (headers: Record<string, string>, payload?: string) =>
  h.app.inject({ method: 'POST', url: '/auth/oauth2/token', headers, ...(payload === undefined ? {} : { payload }) });
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /auth/oauth2/token', () => {
  test('client credentials give a one-hour bearer token', async () => {
    const { appId, appSecret } = h.demo[0];
    const res = await tokenCall({ ...form, authorization: basic(appId, appSecret) }, 'grant_type=client_credentials');
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['access_token', 'expires_in', 'token_type']);
    assert.equal(body.token_type, 'Bearer');
    assert.equal(body.expires_in, 3600);
    assert.equal(typeof body.access_token, 'string');
    assert.equal(res.headers['cache-control'], 'no-store');
  });

  test('RFC 6749 errors', async () => {
    const { appId, appSecret } = h.demo[0];
    const cases: [Record<string, string>, string | undefined, number, string][] = [
      [{ ...form, authorization: basic(appId, 'wrong') }, 'grant_type=client_credentials', 401, 'invalid_client'],
      [{ ...form, authorization: basic('app_unknown', appSecret) }, 'grant_type=client_credentials', 401, 'invalid_client'],
      [{ ...form }, 'grant_type=client_credentials', 401, 'invalid_client'],
      [{ ...form, authorization: 'Basic !!!' }, 'grant_type=client_credentials', 401, 'invalid_client'],
      [{ ...form, authorization: basic(appId, appSecret) }, 'grant_type=password', 400, 'unsupported_grant_type'],
      [{ ...form, authorization: basic(appId, appSecret) }, '', 400, 'invalid_request'],
      [{ authorization: basic(appId, appSecret) }, undefined, 400, 'invalid_request'],
      [{ 'content-type': 'application/json', authorization: basic(appId, appSecret) }, '{oops', 400, 'invalid_request'],
    ];
    for (const [headers, payload, status, error] of cases) {
      const res = await tokenCall(headers, payload);
      assert.equal(res.statusCode, status, `${JSON.stringify(headers)} ${payload}`);
      assert.equal(res.json().error, error);
      assert.equal(typeof res.json().error_description, 'string');
    }
    const res = await tokenCall({ ...form }, 'grant_type=client_credentials');
    assert.match(String(res.headers['www-authenticate']), /^Basic/);
  });
});

describe('bearer tokens', () => {
  test('missing, malformed and forged tokens get 401 with the exact message', async () => {
    const forgedPayload = Buffer.from(JSON.stringify({ sub: h.demo[1].appId, iat: 0, exp: 4_102_444_800 })).toString('base64url');
    const [, signature] = h.agency.split('.');
    const headers = [
      {},
      { authorization: '' },
      { authorization: 'Bearer' },
      { authorization: `Basic ${h.agency}` },
      { authorization: 'Bearer not-a-token' },
      { authorization: `Bearer ${h.agency}x` },
      { authorization: `Bearer ${forgedPayload}.${signature}` },
      { authorization: `Bearer ${signToken(Buffer.from('another key'), h.demo[0].appId, h.clock.now())}` },
      { authorization: `Bearer ${signToken(Buffer.from('test-signing-key'), 'app_deleted', h.clock.now())}` },
    ];
    for (const hd of headers) {
      const res = await h.app.inject({ method: 'GET', url: '/v1/query/accounts/', headers: hd });
      assert.equal(res.statusCode, 401, JSON.stringify(hd));
      assert.deepEqual(res.json(), INVALID);
    }
  });

  test('a token expires after one hour (controlled clock)', async () => {
    const start = h.clock.t;
    try {
      const token = await h.token(h.demo[1].appId, h.demo[1].appSecret);
      h.clock.advance(3599_000);
      assert.equal((await h.get('/v1/query/accounts/1005', token)).statusCode, 200);
      h.clock.advance(1000);
      const res = await h.get('/v1/query/accounts/1005', token);
      assert.equal(res.statusCode, 401);
      assert.deepEqual(res.json(), INVALID);
    } finally {
      h.clock.t = start;
    }
  });

  test('report calls check the token before the body', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/v1/query/accounts/1001/campaigns/', payload: { nope: 1 } });
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), INVALID);
  });
});

describe('rate limit per token', () => {
  test('RateLimit-* headers, then 429 with Retry-After, then a new window', async () => {
    const start = h.clock.t;
    try {
      h.clock.t = Math.ceil(start / 60_000) * 60_000 + 10_000; // 10 s into a window
      const token = await h.token(h.demo[0].appId, h.demo[0].appSecret);
      for (const remaining of [2, 1, 0]) {
        const res = await h.get('/v1/query/accounts/1001', token);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['ratelimit-limit'], '3');
        assert.equal(res.headers['ratelimit-remaining'], String(remaining));
        assert.equal(res.headers['ratelimit-reset'], '50');
      }
      const limited = await h.get('/v1/query/accounts/1001', token);
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.headers['retry-after'], '50');
      assert.deepEqual(limited.json(), { message: 'Rate limit exceeded: 3 requests per 60 seconds. Retry after 50 seconds.' });
      // Another token has its own budget.
      assert.equal((await h.get('/v1/query/accounts/1005', h.partner)).statusCode, 200);
      h.clock.advance(50_000);
      const again = await h.get('/v1/query/accounts/1001', token);
      assert.equal(again.statusCode, 200);
      assert.equal(again.headers['ratelimit-remaining'], '2');
    } finally {
      h.clock.t = start;
    }
  });
});

describe('credentials', () => {
  test('the CLI prints the secret once and stores only a salted hash', async () => {
    const run = promisify(execFile);
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const script = join(import.meta.dirname, '../scripts/create-credentials.ts');
    const { stdout } = await run(tsx, [script, '--data-dir', h.dataDir, '--email', 'cli@example.com', '--accounts', '1003']);
    const appId = /App id: +(\S+)/.exec(stdout)![1];
    const appSecret = /App secret: +(\S+)/.exec(stdout)![1];
    const token = await h.token(appId, appSecret);
    assert.equal((await h.get('/v1/query/accounts/1003', token)).statusCode, 200);
    assert.equal((await h.get('/v1/query/accounts/1001', token)).statusCode, 403);

    const { appSecret: second } = await h.credentials.create('lib@example.com', [1001]);
    const stored = h.credentials.list();
    for (const app of stored) assert.match(app.secretHash, /^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // Every file of the data folder except the demo file meant for humans.
    const secrets = [appSecret, second, ...h.demo.map((d) => d.appSecret)];
    for (const file of readdirSync(h.dataDir)) {
      if (file === 'demo-credentials.json') continue;
      const content = readFileSync(join(h.dataDir, file)).toString('latin1');
      for (const s of secrets) assert.ok(!content.includes(s), `${file} contains a secret`);
    }
  });

  test('the CLI refuses unknown accounts', async () => {
    const run = promisify(execFile);
    const tsx = join(import.meta.dirname, '../../node_modules/.bin/tsx');
    const script = join(import.meta.dirname, '../scripts/create-credentials.ts');
    await assert.rejects(run(tsx, [script, '--data-dir', h.dataDir, '--email', 'x@example.com', '--accounts', '42']), /Unknown account/);
  });
});
