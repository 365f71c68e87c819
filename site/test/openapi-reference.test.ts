import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { loadDocument, referenceOf } from '../src/plugins/openapi-reference/model.ts';
import type { ApiOperation, ApiReference } from '../src/plugins/openapi-reference/types.ts';
import { prepareRequest, tokenRequest } from '../src/plugins/openapi-reference/components/TryIt/request.ts';
import { brandStylesheet } from '../src/plugins/brand-colors/palette.ts';
import { brand } from '../src/data/brand.ts';

const file = path.join(__dirname, '../../query-api/openapi.json');
const queryApi = JSON.parse(fs.readFileSync(file, 'utf8'));
let reference: ApiReference;
let operations: ApiOperation[];
before(async () => {
  reference = referenceOf(await loadDocument(file), {
    id: 'query-api',
    route: '/openapi/query-api',
    fileUrl: '/openapi/query-api.yaml',
    target: 'sandbox',
    defaultServer: 'http://localhost:8080',
  });
  operations = reference.tags.flatMap((tag) => tag.operations);
});
const credentials = { appId: 'app_1', appSecret: 's3cret', token: 'tok' };

test('the token request is the client-credentials grant of REQ-QUERYAPI-20', () => {
  const request = tokenRequest('http://localhost:8080', reference.tryIt.tokenPath, 'app_1', 's3cret');
  assert.equal(request.url, 'http://localhost:8080/auth/oauth2/token');
  assert.equal(request.method, 'POST');
  assert.deepEqual(request.headers, [
    ['Authorization', `Basic ${Buffer.from('app_1:s3cret').toString('base64')}`],
    ['Content-Type', 'application/x-www-form-urlencoded'],
  ]);
  assert.equal(request.body, 'grant_type=client_credentials');
});

test('an operation request fills its path, sends the bearer token and its JSON body', () => {
  const report = operations.find((o) => o.id === 'campaignsReport')!;
  const request = prepareRequest(
    report,
    { server: 'http://localhost:8080/', values: { 'path:account_id': '1001' }, body: '{"metrics":["impressions"]}' },
    credentials,
    reference.securitySchemes,
  );
  assert.equal(request.url, 'http://localhost:8080/v1/query/accounts/1001/campaigns/');
  assert.deepEqual(request.headers, [
    ['Authorization', 'Bearer tok'],
    ['Content-Type', 'application/json'],
  ]);
  // The token operation itself authenticates with HTTP Basic, never with the bearer token.
  const token = operations.find((o) => o.id === 'createToken')!;
  const tokenCall = prepareRequest(
    token,
    { server: 'http://localhost:8080', values: {}, body: 'grant_type=client_credentials' },
    credentials,
    reference.securitySchemes,
  );
  assert.match(tokenCall.headers[0]![1], /^Basic /);
});

test('the page model keeps every operation of the file, each request body with an example', () => {
  const inFile = Object.values(queryApi.paths as Record<string, object>).flatMap((item) => Object.keys(item));
  assert.equal(operations.length, inFile.length);
  for (const operation of operations) {
    if (operation.requestBody) assert.notEqual(operation.requestBody.example, undefined, operation.id);
    assert.ok(operation.responses.length > 0, operation.id);
  }
  assert.ok(reference.servers.some((s) => s.url === 'https://api.acme.example'));
});

test('field, parameter and header descriptions carry their inline code as HTML, as operation descriptions do', () => {
  const described: { description: string; descriptionHtml?: string }[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      const object = value as Record<string, unknown>;
      if (typeof object.description === 'string') described.push(object as (typeof described)[number]);
      for (const [key, child] of Object.entries(object)) if (key !== 'example') collect(child);
    }
  };
  collect(operations);
  const withCode = described.filter((d) => d.description.includes('`'));
  assert.ok(withCode.length >= 6, `only ${withCode.length} descriptions with inline code`);
  for (const d of withCode) {
    assert.ok(d.descriptionHtml?.includes('<code>'), d.description);
    assert.ok(!d.descriptionHtml!.includes('`'), d.descriptionHtml);
  }
});

test('API pages get the blue primary with more specificity than Infima, in both modes', () => {
  const css = brandStylesheet(brand.colors);
  assert.match(
    css,
    new RegExp(
      `html\\.acme-api-reference:not\\(#\\\\#\\):not\\(#\\\\#\\) \\{ --ifm-color-primary: ${brand.colors.apiBlue};`,
    ),
  );
  assert.match(
    css,
    new RegExp(
      `html\\.acme-api-reference\\[data-theme='dark'\\]:not\\(#\\\\#\\):not\\(#\\\\#\\) \\{ --ifm-color-primary: ${brand.colors.apiBlueOnDark};`,
    ),
  );
});
