import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@acme-docs/query-api/app';
import { openDuckDbStore, type DuckDbStore } from '@acme-docs/query-api/store';
import type { DemoCredential } from '@acme-docs/query-api/demo-credentials';
import { syntaxProblems } from '../lib/code-parsers.ts';
import { runSample, sandboxProxy, type SampleEnv } from '../lib/reporting-samples.ts';
import { loadDocument, referenceOf } from '../../site/src/plugins/openapi-reference/model.ts';
import { defaultTokenPath } from '../../site/src/plugins/openapi-reference/apis.ts';
import {
  formatExample,
  prepareRequest,
  tokenRequest,
} from '../../site/src/plugins/openapi-reference/components/TryIt/request.ts';
import { snippetLanguages, snippetsOf } from '../../site/src/plugins/openapi-reference/components/TryIt/snippets.ts';
import { demoAppPath } from '../../site/src/plugins/openapi-reference/components/TryIt/local-servers.ts';
import { DEMO_APP_PATH } from '../../query-api/src/routes/demo-app.ts';

// The samples the try-it panels and the report builder write (httpsnippet-lite,
// issue #28): for every Query API operation, in all seven languages, they parse
// with the docs' own code parsers, hold no credential, and the curl, JavaScript
// and Python ones run against the sandbox.

const repoRoot = path.resolve(import.meta.dirname, '../..');
const server = 'http://localhost:8080';
const secret = 'the-secret-of-the-test';
const token = 'eyJ.the-token-of-the-test';
const reference = referenceOf(await loadDocument(path.join(repoRoot, 'query-api/openapi.json')), {
  id: 'query-api',
  route: '/openapi/query-api',
  fileUrl: '/openapi/query-api.yaml',
  target: 'sandbox',
  defaultServer: server,
});
const operations = reference.tags.flatMap((tag) => tag.operations);

/** The request a panel starts with: the file's examples, typed credentials. */
function panelRequest(operation: (typeof operations)[number], base = server) {
  const values = Object.fromEntries(
    operation.parameters.map((p) => [`${p.in}:${p.name}`, p.example === undefined ? '' : String(p.example)]),
  );
  const body = operation.requestBody;
  return prepareRequest(
    operation,
    {
      server: base,
      values,
      body: body?.example === undefined ? undefined : formatExample(body.mediaType, body.example),
    },
    { appId: 'app_test', appSecret: secret, token },
    reference.securitySchemes,
  );
}

describe('the generated samples of every Query API operation', () => {
  it('parse in all seven languages, with the docs’ parsers, and never hold the secret or the token', async () => {
    assert.ok(operations.length >= 7);
    const problems: string[] = [];
    for (const operation of operations) {
      const samples = await snippetsOf(panelRequest(operation));
      for (const language of snippetLanguages) {
        const code = samples[language.id];
        const where = `${operation.id} (${language.id})`;
        if (code.includes(secret) || code.includes(token)) problems.push(`${where}: holds a credential`);
        if (language.id === 'curl') {
          // No shell parser among the docs' parsers: bash itself checks the syntax.
          continue;
        }
        const found = await syntaxProblems(language.fence, code);
        assert.notEqual(found, null, `no parser for ${language.fence}`);
        for (const p of found ?? []) problems.push(`${where}:${p.line}: ${p.message}\n${code}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('a sample with a syntax error is reported, so the check above can fail', async () => {
    assert.ok(((await syntaxProblems('php', '<?php\n$curl = curl_init(;\n')) ?? []).length > 0);
    assert.ok(((await syntaxProblems('go', 'package main\nfunc main( {\n')) ?? []).length > 0);
  });

  it('the site asks the sandbox for its demo app at the sandbox’s route', () => {
    assert.equal(demoAppPath, DEMO_APP_PATH);
  });
});

describe('the curl, JavaScript and Python samples run against the sandbox', () => {
  let dataDir = '';
  let store: DuckDbStore;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof sandboxProxy>>;
  let env: SampleEnv;

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-samples-'));
    store = await openDuckDbStore({ dataDir, nowMs: Date.UTC(2026, 10, 20, 12), days: 40, connections: 2 });
    app = await buildApp({ dataDir, store, clock: { now: () => Date.UTC(2026, 10, 20, 12) } });
    proxy = await sandboxProxy(app);
    const [demo] = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as DemoCredential[];
    env = { base: proxy.base, token: '', appId: demo!.appId, appSecret: demo!.appSecret };
  });
  after(async () => {
    await proxy?.close();
    await app?.close();
    await store?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const runners = [
    { id: 'curl', language: 'bash' },
    { id: 'nodejs', language: 'js' },
    { id: 'python', language: 'python' },
  ] as const;

  for (const { id, language } of runners) {
    it(`${id}: the token sample gets a token from the environment's app, and the report sample its rows`, async () => {
      const samples = await snippetsOf(tokenRequest(proxy.base, defaultTokenPath, 'typed-id', secret));
      const first = proxy.exchanges.length;
      await runSample({ page: 'try-it', line: 1, language, code: samples[id], key: '' }, env);
      const tokenCall = proxy.exchanges.at(-1)!;
      assert.equal(proxy.exchanges.length, first + 1);
      assert.equal(tokenCall.status, 200, tokenCall.body);
      const accessToken = (JSON.parse(tokenCall.body) as { access_token: string }).access_token;

      const report = operations.find((o) => o.id === 'campaignsReport')!;
      const reportSamples = await snippetsOf(panelRequest(report, proxy.base));
      await runSample(
        { page: 'try-it', line: 1, language, code: reportSamples[id], key: '' },
        { ...env, token: accessToken },
      );
      const reportCall = proxy.exchanges.at(-1)!;
      assert.equal(reportCall.status, 200, reportCall.body);
      assert.ok((JSON.parse(reportCall.body) as { data: unknown[] }).data.length > 0);
    });
  }
});
