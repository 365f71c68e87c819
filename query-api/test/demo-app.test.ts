import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { DEMO_APP_PATH } from '../src/routes/demo-app.js';
import { openDuckDbStore } from '../src/store/duckdb-store.js';
import { type Harness, basic, harness } from './helpers.js';

// The demo app the site's try-it panels and report builder fill in with one
// click: handed out to this machine only, in demo mode only.

const SITE = 'http://localhost:3100';
let h: Harness;
before(async () => {
  h = await harness({ corsOrigins: [SITE] });
});
after(() => h.close());

const ask = (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  h.app.inject({ method: 'GET', url: DEMO_APP_PATH, ...options });

describe(`GET ${DEMO_APP_PATH}`, () => {
  test('answers the first demo app to a loopback client, never cached, and its credentials get a token', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await ask({ remoteAddress, headers: { host: 'localhost:8080' } });
      assert.equal(res.statusCode, 200, remoteAddress);
      assert.deepEqual(res.json(), h.demo[0]);
      assert.equal(res.headers['cache-control'], 'no-store');
    }
    const { appId, appSecret } = (await ask()).json() as { appId: string; appSecret: string };
    const token = await h.app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      headers: { authorization: basic(appId, appSecret), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    assert.equal(token.statusCode, 200);
  });

  test('refuses a client on another machine, and a loopback request naming another host', async () => {
    for (const [remoteAddress, host] of [
      ['203.0.113.9', 'localhost:8080'],
      ['10.0.0.5', '127.0.0.1:8080'],
      ['::ffff:192.0.2.1', 'localhost'],
      ['127.0.0.1', 'rebound.example:8080'],
      ['127.0.0.1', '127.0.0.1.nip.example'],
    ]) {
      const res = await ask({ remoteAddress, headers: { host } });
      assert.equal(res.statusCode, 403, `${remoteAddress} ${host}`);
      assert.deepEqual(res.json(), {
        message: 'The demo app is handed out only to clients on this machine (loopback).',
      });
      assert.ok(!res.body.includes(h.demo[0].appSecret));
    }
  });

  test('lets only the allowed site origins read it in a browser (CORS)', async () => {
    const allowed = await ask({ headers: { origin: SITE } });
    assert.equal(allowed.headers['access-control-allow-origin'], SITE);
    const other = await ask({ headers: { origin: 'http://localhost:9999' } });
    assert.equal(other.headers['access-control-allow-origin'], undefined);
  });

  test('is not part of the OpenAPI document', async () => {
    const document = h.app.swagger() as { paths: Record<string, unknown> };
    assert.ok(Object.keys(document.paths).length > 0);
    assert.equal(document.paths[DEMO_APP_PATH], undefined);
  });
});

test('a sandbox without demo apps answers 404 with a reason', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'query-api-test-'));
  const store = await openDuckDbStore({ dataDir, nowMs: Date.UTC(2026, 3, 10), days: 2, connections: 1 });
  const app = await buildApp({ dataDir, store, demoCredentials: false });
  try {
    const res = await app.inject({ method: 'GET', url: DEMO_APP_PATH });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { message: 'This sandbox runs without demo apps (demo credentials are off).' });
  } finally {
    await app.close();
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
