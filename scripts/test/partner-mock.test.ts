import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, test } from 'node:test';
import { parse } from 'yaml';
import type { OpenAPIV3_1 } from 'openapi-types';
import type { FastifyInstance } from 'fastify';
import { createPartnerMock, partnerApiFiles } from '../lib/partner-mock.ts';

let app: FastifyInstance;
before(async () => {
  app = await createPartnerMock();
});
after(() => app.close());

const auth = { authorization: 'Bearer test-token' };
// Every operation of every partner file with a JSON body, with a concrete URL from its examples.
const operations = partnerApiFiles().flatMap((file) => {
  const spec = parse(fs.readFileSync(file, 'utf8')) as OpenAPIV3_1.Document;
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, value]) => {
      const op = value as OpenAPIV3_1.OperationObject;
      const body =
        op.requestBody && !('$ref' in op.requestBody) ? op.requestBody.content['application/json'] : undefined;
      if (!body) return [];
      const params = [...(item?.parameters ?? []), ...(op.parameters ?? [])].filter(
        (p): p is OpenAPIV3_1.ParameterObject => !('$ref' in p),
      );
      const url = path.replace(/\{(\w+)\}/g, (_, n: string) =>
        String(params.find((p) => p.name === n)?.example ?? '1'),
      );
      return [{ file, method: method.toUpperCase(), url, id: op.operationId, example: body.example as object }];
    }),
  );
});

test('every partner operation with a body answers its example request with a success', async () => {
  assert.ok(operations.length >= 10, `only ${operations.length} operations found`);
  for (const op of operations) {
    const response = await app.inject({ method: op.method as 'POST', url: op.url, headers: auth, payload: op.example });
    assert.ok(response.statusCode < 300, `${op.id} (${op.file}): ${response.statusCode} ${response.body}`);
  }
});

test('a body that breaks the schema gets 422 with the APIs detail list', async () => {
  for (const op of operations) {
    const response = await app.inject({ method: op.method as 'POST', url: op.url, headers: auth, payload: [] });
    assert.equal(response.statusCode, 422, `${op.id}: ${response.body}`);
    const { detail } = response.json() as { detail: { loc: unknown[]; msg: string; type: string }[] };
    assert.ok(
      detail.length > 0 && detail.every((d) => d.loc[0] === 'body' && d.msg && d.type),
      `${op.id}: ${response.body}`,
    );
  }
});

test('a missing token gets 401 with a message, an unknown path 404 with a message', async () => {
  const op = operations[0]!;
  const unauthorized = await app.inject({ method: op.method as 'POST', url: op.url, payload: op.example });
  assert.deepEqual([unauthorized.statusCode, Object.keys(unauthorized.json())], [401, ['message']]);
  const missing = await app.inject({ method: 'GET', url: '/v1/nothing-here', headers: auth });
  assert.deepEqual([missing.statusCode, Object.keys(missing.json())], [404, ['message']]);
});

test('the token endpoint issues a bearer token for the client-credentials grant only', async () => {
  const basic = {
    authorization: `Basic ${Buffer.from('app:secret').toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
  };
  const ok = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: basic,
    payload: 'grant_type=client_credentials',
  });
  assert.equal(ok.statusCode, 200);
  assert.match((ok.json() as { access_token: string }).access_token, /^mock-/);
  const bad = await app.inject({
    method: 'POST',
    url: '/auth/oauth2/token',
    headers: basic,
    payload: 'grant_type=password',
  });
  assert.equal(bad.statusCode, 400);
});
