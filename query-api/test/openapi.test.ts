import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { openApiDocument } from '../src/openapi-document.js';
import { DEFAULT_CURRENCY, DEFAULT_TIME_ZONE } from '../src/schemas/report-defaults.js';

const generated = await openApiDocument();
const doc = JSON.parse(generated);

test('openapi.json is what the code generates (run `npm run openapi -w query-api` after changing a route)', () => {
  const committed = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
  assert.equal(committed, generated);
});

test('the published defaults of a report request are the ones the code applies and the site preselects', () => {
  const committed = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8'));
  const fields = committed.components.schemas.ReportRequest.properties;
  assert.equal(fields.timezoneVariation.default, DEFAULT_TIME_ZONE);
  assert.equal(fields.currencyCode.default, DEFAULT_CURRENCY);
  // REQ-QUERYAPI-4, REQ-QUERYAPI-5
  assert.deepEqual([DEFAULT_TIME_ZONE, DEFAULT_CURRENCY], ['America/New_York', 'USD']);
});

test('OpenAPI 3.1 with both servers and the security schemes', () => {
  assert.equal(doc.openapi, '3.1.0');
  assert.deepEqual(
    doc.servers.map((s: { url: string }) => s.url),
    ['https://api.acme.example', 'http://localhost:{port}'],
  );
  assert.equal(doc.servers[1].variables.port.default, '8080');
  const schemes = doc.components.securitySchemes;
  assert.equal(schemes.oauth2.flows.clientCredentials.tokenUrl, 'https://api.acme.example/auth/oauth2/token');
  assert.deepEqual(schemes.bearerAuth, { type: 'http', scheme: 'bearer', description: schemes.bearerAuth.description });
});

test('the paths of REQ-QUERYAPI-16, REQ-QUERYAPI-17, REQ-QUERYAPI-18, REQ-QUERYAPI-19, REQ-QUERYAPI-20, each response with a schema and an example', () => {
  assert.deepEqual(Object.keys(doc.paths), [
    '/.well-known/jwks.json',
    '/auth/oauth2/token',
    '/v1/query/accounts/',
    '/v1/query/accounts/{account_id}',
    '/v1/query/accounts/{account_id}/campaigns/',
    '/v1/query/accounts/{account_id}/campaigns/help',
    '/v1/query/accounts/{account_id}/transactions',
    '/v1/query/accounts/{account_id}/transactions/help',
  ]);
  for (const [path, item] of Object.entries<
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown; example: unknown }> }> }>
  >(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      assert.ok((op as { description?: string }).description, `${method} ${path} has a description`);
      for (const [status, r] of Object.entries(op.responses)) {
        if (status === '304') continue; // no body by definition
        assert.ok(r.content, `${method} ${path} ${status} has content`);
        for (const [type, media] of Object.entries(r.content)) {
          assert.ok(media.schema, `${method} ${path} ${status} ${type} schema`);
          assert.notEqual(media.example, undefined, `${method} ${path} ${status} ${type} example`);
        }
      }
    }
  }
  const report = doc.paths['/v1/query/accounts/{account_id}/campaigns/'].post;
  assert.deepEqual(Object.keys(report.responses), [
    '200',
    '304',
    '400',
    '401',
    '403',
    '404',
    '413',
    '415',
    '422',
    '429',
    '500',
  ]);
  assert.deepEqual(Object.keys(doc.paths['/auth/oauth2/token'].post.responses), [
    '200',
    '400',
    '401',
    '413',
    '415',
    '429',
    '500',
  ]);
  assert.ok(doc.paths['/auth/oauth2/token'].post.responses['429'].headers['Retry-After']);
});
