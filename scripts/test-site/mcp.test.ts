import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { buildApp } from '@acme-docs/query-api/app';
import { openDuckDbStore } from '@acme-docs/query-api/store';
import { agents } from '@acme-docs/site/data/agents';
import { buildSiteServer } from '../site-server/app.ts';
import { buildDir, defaultLocale, locales, repoRoot } from '../lib/paths.ts';

// The MCP server of issue #27, driven by the SDK's own client over both of its
// transports (stdio as `npm run mcp` starts it, Streamable HTTP at /mcp of the
// site server): it lists its tools, finds the hashing page for "hash email
// addresses" in the top three, reads a Japanese page, runs a campaign report
// against a sandbox started for the test, and answers bad calls with tool
// errors. Needs `npm run build` first.

const hashingPage = '/developers/integration-guides/data-and-security/hashing';
const expectedTools = ['get_openapi', 'get_page', 'list_pages', 'run_query_api', 'search_docs'];

type ToolResult = { content: { type: string; text?: string }[]; isError?: boolean; structuredContent?: unknown };
const textOf = (result: ToolResult) => result.content.map((part) => part.text ?? '').join('\n');

let dataDir: string;
let sandbox: FastifyInstance;
let sandboxPort: number;
let accountId: string;
before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'llms.txt')), 'the site is built (npm run build)');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-sandbox-'));
  // A small data set (the report only needs a few days) keeps the start-up quick.
  const store = await openDuckDbStore({ dataDir, nowMs: Date.now(), days: 10, connections: 2 });
  sandbox = await buildApp({ dataDir, store });
  sandbox.addHook('onClose', () => store.close());
  await sandbox.listen({ port: 0, host: '127.0.0.1' });
  sandboxPort = (sandbox.server.address() as { port: number }).port;
  const demo = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
    accountIds: string[];
  }[];
  accountId = demo[0]!.accountIds[0]!;
});
after(async () => {
  await sandbox.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The checks every transport must pass, on a connected client. */
function checks(connect: () => Promise<Client>) {
  let client: Client;
  before(async () => {
    client = await connect();
  });
  after(() => client.close());
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;

  test('lists the five tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), expectedTools);
    for (const tool of tools) assert.equal(tool.inputSchema.type, 'object', tool.name);
  });

  test('search_docs finds the hashing page for "hash email addresses" in the top three', async () => {
    const result = await call('search_docs', { query: 'hash email addresses' });
    assert.ok(!result.isError, textOf(result));
    const { results } = result.structuredContent as { results: { url: string; markdownUrl: string }[] };
    const top = results.slice(0, 3).map((r) => new URL(r.url).pathname);
    assert.ok(top.includes(hashingPage), `top three: ${top.join(', ')}`);
    const hit = results.find((r) => new URL(r.url).pathname === hashingPage)!;
    assert.equal(new URL(hit.markdownUrl).pathname, `${hashingPage}.md`);
  });

  test('get_page returns the Japanese twin of a page', async () => {
    const result = await call('get_page', { url_or_path: '/glossary', locale: 'ja' });
    assert.ok(!result.isError, textOf(result));
    const markdown = textOf(result);
    assert.match(markdown, /^# /m);
    assert.match(markdown, /\/ja\/glossary/);
    assert.match(markdown, /[\u3040-\u30ff]/, 'the page is in Japanese');
    const same = await call('get_page', { url_or_path: 'https://docs.acme.example/ja/glossary.md' });
    assert.equal(textOf(same), markdown);
  });

  test('list_pages lists a section with its twins', async () => {
    const result = await call('list_pages', {});
    const { sections } = result.structuredContent as {
      sections: { title: string; pages: { markdownUrl: string }[] }[];
    };
    assert.ok(sections.length > 3);
    const first = await call('list_pages', { section: sections[1]!.title });
    assert.equal((first.structuredContent as { sections: unknown[] }).sections.length, 1);
    for (const page of sections.flatMap((s) => s.pages)) assert.match(page.markdownUrl, /\.md(#[\w-]+)?$/);
  });

  test('get_openapi returns the Query API file', async () => {
    const result = await call('get_openapi', { api: 'query-api' });
    assert.equal((JSON.parse(textOf(result)) as { openapi: string }).openapi.slice(0, 3), '3.1');
  });

  test('run_query_api runs a campaign report against the sandbox, getting its token itself', async () => {
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const result = await call('run_query_api', {
      method: 'POST',
      path: `/v1/query/accounts/${accountId}/campaigns/`,
      body: { metrics: ['impressions', 'gross_cost'], dimensions: ['campaign_id'], startDate: day(3), endDate: day(2) },
    });
    assert.ok(!result.isError, textOf(result));
    const answer = result.structuredContent as { status: number; headers: Record<string, string>; body: string };
    assert.equal(answer.status, 200, answer.body);
    assert.match(answer.headers['content-type'] ?? '', /json/);
    const report = JSON.parse(answer.body) as { data: { campaign_id: string; impressions: number }[] };
    assert.ok(report.data.length > 0 && report.data.every((row) => row.campaign_id && row.impressions >= 0));
  });

  test('bad calls get clear tool errors', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['search_docs', { query: '' }, /words to search/],
      ['search_docs', { query: 'hash', locale: 'de' }, /locale/i],
      ['get_page', { url_or_path: '/no/such/page' }, /No page at/],
      ['list_pages', { section: 'No such section' }, /No section/],
      ['get_openapi', { api: 'nope' }, /Choose one of/],
      ['run_query_api', { method: 'GET', path: 'https://example.com/v1/query/accounts/' }, /only the local sandbox/],
      ['run_query_api', { method: 'GET', path: '/v1/query/accounts/', body: { a: 1 } }, /has no body/],
      ['run_query_api', { method: 'TRACE', path: '/' }, /method/i],
    ];
    for (const [name, args, message] of cases) {
      const result = await call(name, args);
      assert.equal(result.isError, true, `${name} ${JSON.stringify(args)}`);
      assert.match(textOf(result), message, `${name} ${JSON.stringify(args)}`);
    }
  });
}

const connected = async (transport: Transport) => {
  const client = new Client({ name: 'acme-docs-test', version: '1.0.0' });
  await client.connect(transport);
  return client;
};

describe('over stdio (npm run mcp)', () => {
  checks(() =>
    connected(
      new StdioClientTransport({
        // The command README.md and llms.txt give, as a client runs it.
        command: agents.mcpCommand.split(' ')[0]!,
        args: agents.mcpCommand.split(' ').slice(1),
        cwd: repoRoot,
        env: {
          ...(process.env as Record<string, string>),
          SITE_BUILD_DIR: buildDir,
          SANDBOX_PORT: String(sandboxPort),
          QUERY_API_DATA_DIR: dataDir,
        },
        stderr: 'ignore',
      }),
    ),
  );
});

describe('over Streamable HTTP at /mcp of the site server', () => {
  let site: FastifyInstance;
  checks(async () => {
    process.env.QUERY_API_DATA_DIR = dataDir;
    site = await buildSiteServer({
      root: buildDir,
      locales,
      defaultLocale,
      sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
    });
    const address = await site.listen({ port: 0, host: '127.0.0.1' });
    return connected(new StreamableHTTPClientTransport(new URL(agents.mcpPath, address)));
  });
  after(() => site.close());

  test('answers only this machine, and only POST', async () => {
    const base = `http://127.0.0.1:${(site.server.address() as { port: number }).port}${agents.mcpPath}`;
    const foreign = await fetch(base, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    assert.equal(foreign.status, 403);
    const notJson = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    assert.equal(notJson.status, 400);
    assert.equal((await fetch(base)).status, 405);
  });
});
