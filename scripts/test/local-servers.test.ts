import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localServersPath } from '@acme-docs/site/api-pages';
import { localPorts, localServerUrls, sandboxCorsOrigins } from '../lib/local-servers.ts';
import { buildSiteServer } from '../site-server/app.ts';

// `npm start` on other ports: the sandbox lets the site's origins call it,
// and the site tells its pages where the sandbox and the mock listen.

test('the ports come from PORT, SANDBOX_PORT and PARTNER_MOCK_PORT, and a bad one is refused by name', () => {
  assert.deepEqual(localPorts({}), { site: 3000, sandbox: 8080, partnerMock: 4010 });
  assert.deepEqual(localPorts({ PORT: '3100', SANDBOX_PORT: '8180', PARTNER_MOCK_PORT: '4110' }), {
    site: 3100,
    sandbox: 8180,
    partnerMock: 4110,
  });
  assert.throws(() => localPorts({ SANDBOX_PORT: 'eighty' }), /SANDBOX_PORT must be a port number \(got "eighty"\)/);
});

test("the sandbox allows the site's origins under both names, after the ones already listed", () => {
  assert.equal(sandboxCorsOrigins(3100, {}), 'http://localhost:3100,http://127.0.0.1:3100');
  assert.equal(
    sandboxCorsOrigins(3100, { QUERY_API_CORS_ORIGINS: 'https://docs.acme.example, http://localhost:3100' }),
    'https://docs.acme.example,http://localhost:3100,http://127.0.0.1:3100',
  );
});

test('the site server answers the actual addresses, uncached; without them the build’s file is served', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'local-servers-'));
  fs.writeFileSync(path.join(root, 'index.html'), 'home');
  fs.writeFileSync(path.join(root, localServersPath.slice(1)), '{"sandbox":"built","mock":"built"}');
  const options = { root, locales: ['en'], defaultLocale: 'en' };
  const told = await buildSiteServer({
    ...options,
    localServers: localServerUrls(localPorts({ SANDBOX_PORT: '8180', PARTNER_MOCK_PORT: '4110' })),
  });
  const untold = await buildSiteServer(options);
  try {
    const answer = await told.inject({ method: 'GET', url: localServersPath });
    assert.equal(answer.statusCode, 200);
    assert.equal(answer.headers['cache-control'], 'no-store');
    assert.deepEqual(answer.json(), { sandbox: 'http://localhost:8180', mock: 'http://localhost:4110' });
    assert.deepEqual((await untold.inject({ method: 'GET', url: localServersPath })).json(), {
      sandbox: 'built',
      mock: 'built',
    });
  } finally {
    await told.close();
    await untold.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});
