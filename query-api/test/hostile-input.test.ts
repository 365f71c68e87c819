import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { type Harness, basic, harness } from './helpers.js';
import { listen, rawRequest } from './socket.js';

// Each case through app.inject and over a real loopback socket (where inject
// cannot express it, because Node's HTTP parser never lets it through, only
// over the socket).
let h: Harness;
let server: FastifyInstance;
let port: number;
let base: string;
before(async () => {
  h = await harness();
  server = await buildApp({
    dataDir: h.dataDir,
    store: h.store,
    clock: h.clock,
    demoCredentials: false,
    connectionLimits: { headersTimeoutMs: 1000, requestTimeoutMs: 2000, maxConnections: 50 },
  });
  ({ port, base } = await listen(server));
});
after(async () => {
  await server.close();
  await h.close();
});

const CAMPAIGNS = '/v1/query/accounts/1001/campaigns/';
const TOO_LARGE = { message: 'The request body is larger than the limit of 128 KiB (131072 bytes).' };
const auth = () => ({ authorization: `Bearer ${h.agency}` });

/** The same request through inject and fetch: both answers, status and JSON body. */
async function both(method: string, url: string, headers: Record<string, string>, body?: string) {
  const injected = await h.app.inject({
    method: method as 'POST',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  const fetched = await fetch(base + url, { method, headers, body });
  const text = await fetched.text();
  return [
    {
      via: 'inject',
      status: injected.statusCode,
      json: injected.body ? injected.json() : undefined,
      headers: injected.headers as Record<string, unknown>,
    },
    {
      via: 'socket',
      status: fetched.status,
      json: text ? JSON.parse(text) : undefined,
      headers: Object.fromEntries(fetched.headers) as Record<string, unknown>,
    },
  ];
}

async function expectBoth(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
  status: number,
  json: unknown,
) {
  for (const r of await both(method, url, headers, body)) {
    assert.equal(r.status, status, `${r.via} ${method} ${url}`);
    assert.deepEqual(r.json, json, `${r.via} ${method} ${url}`);
  }
}

describe('exact answers to hostile input', () => {
  test('prototype keys answer 400 naming the key', async () => {
    const json = { ...auth(), 'content-type': 'application/json' };
    await expectBoth('POST', CAMPAIGNS, json, '{"metrics":["impressions"],"__proto__":{"admin":true}}', 400, {
      message: 'The request body contains the forbidden key "__proto__": remove it.',
    });
    await expectBoth(
      'POST',
      CAMPAIGNS,
      json,
      '{"metrics":["impressions"],"dimensionFilters":{"constructor":{"prototype":{"x":1}}}}',
      400,
      {
        message:
          'The request body contains the forbidden key "constructor.prototype" (in dimensionFilters): remove it.',
      },
    );
    // Escaped in the JSON text, still found.
    await expectBoth('POST', CAMPAIGNS, json, '{"metrics":["impressions"],"\\u005f_proto__":{}}', 400, {
      message: 'The request body contains the forbidden key "__proto__": remove it.',
    });
  });

  test('a body over the limit answers 413 naming the limit, on reports and on the token endpoint', async () => {
    const big = JSON.stringify({ metrics: ['impressions'], pad: 'x'.repeat(200_000) });
    await expectBoth('POST', CAMPAIGNS, { ...auth(), 'content-type': 'application/json' }, big, 413, TOO_LARGE);
    const form = `grant_type=client_credentials&pad=${'x'.repeat(200_000)}`;
    const headers = {
      authorization: basic(h.demo[0].appId, h.demo[0].appSecret),
      'content-type': 'application/x-www-form-urlencoded',
    };
    await expectBoth('POST', '/auth/oauth2/token', headers, form, 413, {
      error: 'invalid_request',
      error_description: TOO_LARGE.message,
    });
  });

  test('a wrong Content-Type answers 415; the token endpoint takes only the form body', async () => {
    for (const type of [
      'text/plain',
      'application/xml',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      await expectBoth('POST', CAMPAIGNS, { ...auth(), 'content-type': type }, 'metrics=impressions', 415, {
        message: 'Unsupported Content-Type. Send application/json.',
      });
    }
    const headers = { authorization: basic(h.demo[0].appId, h.demo[0].appSecret), 'content-type': 'application/json' };
    await expectBoth('POST', '/auth/oauth2/token', headers, '{"grant_type":"client_credentials"}', 415, {
      error: 'invalid_request',
      error_description: 'Send the body as application/x-www-form-urlencoded: grant_type=client_credentials.',
    });
  });

  test('account_id accepts only an integer written as one', async () => {
    const detail = {
      detail: [
        {
          loc: ['path', 'account_id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          type: 'int_parsing',
        },
      ],
    };
    for (const id of [
      '1001.0',
      '%201001',
      '1001%20',
      '1e3',
      '0x3e9',
      '+1001',
      '1_001',
      'abc',
      '99999999999999999999',
      '01005',
      '-01',
    ]) {
      await expectBoth('GET', `/v1/query/accounts/${id}`, auth(), undefined, 422, detail);
      await expectBoth('GET', `/v1/query/accounts/${id}/campaigns/help`, auth(), undefined, 422, detail);
    }
    await expectBoth(
      'GET',
      '/v1/query/accounts/1001',
      auth(),
      undefined,
      200,
      (await h.get('/v1/query/accounts/1001')).json(),
    );
  });

  test('unknown methods and paths, and preflights without Origin, answer { message }', async () => {
    const notFound = {
      message: 'The requested resource was not found. Please validate your request is correct and try again',
    };
    // Unknown to Node's parser (FOO) is a socket-only case below; inject refuses to send it at all.
    for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND'])
      await expectBoth(method, CAMPAIGNS, auth(), undefined, 404, notFound);
    await expectBoth('OPTIONS', CAMPAIGNS, {}, undefined, 400, {
      message: 'A CORS preflight (OPTIONS) needs the Origin and Access-Control-Request-Method headers.',
    });
    // A real preflight still works.
    const ok = await fetch(base + CAMPAIGNS, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    assert.equal(ok.status, 204);
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
  });

  test("what Node's parser refuses (unknown method, bad framing, 431) answers { message } over the socket", async () => {
    const cases: [string, string | Buffer, number, RegExp][] = [
      ['unknown method', `FOO ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\n\r\n`, 400, /Unknown HTTP method/],
      [
        'Content-Length not a number',
        `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}`,
        400,
        /Content-Length/,
      ],
      [
        'Content-Length and chunked',
        `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n`,
        400,
        /Content-Length/,
      ],
      [
        'unknown Transfer-Encoding',
        `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, foo\r\n\r\n{}`,
        400,
        /.+/,
      ],
      [
        'bad chunk size',
        `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        400,
        /chunk/,
      ],
      [
        'headers over 16 KiB',
        `GET ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`,
        431,
        /16 KiB/,
      ],
      ['not HTTP at all', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03', 400, /.+/],
    ];
    for (const [name, bytes, status, message] of cases) {
      const res = await rawRequest(port, bytes);
      assert.equal(res.status, status, name);
      assert.match(res.headers['content-type'] ?? '', /^application\/json/, name);
      const body = JSON.parse(res.body);
      assert.deepEqual(Object.keys(body), ['message'], name);
      assert.match(body.message, message, name);
    }
  });

  test('stalled requests are closed within seconds (header and request timeouts)', async () => {
    const stalledHeaders = rawRequest(port, `GET /healthz HTTP/1.1\r\nHost: x\r\n`);
    const stalledBody = rawRequest(
      port,
      `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.agency}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"metr`,
    );
    for (const [name, res] of [
      ['headers', await stalledHeaders],
      ['body', await stalledBody],
    ] as const) {
      // Timeouts 1 s / 2 s here, checked every second by Node: closed in well under 5 s.
      assert.ok(res.closedAfterMs < 5000, `${name}: closed after ${res.closedAfterMs} ms`);
      if (res.status) {
        assert.equal(res.status, 408, name);
        assert.match(JSON.parse(res.body).message, /not received in time/);
      }
    }
  });

  test('URLs the router cannot take answer { message } without echoing the path (issue 32)', async () => {
    await expectBoth('GET', '/%ff', {}, undefined, 400, {
      message: 'The request URL is malformed: check its percent-encoding (%XX).',
    });
    await expectBoth('GET', `/v1/query/accounts/${'1'.repeat(101)}`, auth(), undefined, 414, {
      message: 'A segment of the request path is longer than 100 characters.',
    });
  });

  test('an unknown path is 404 whatever its body and Content-Type (issue 32)', async () => {
    const notFound = {
      message: 'The requested resource was not found. Please validate your request is correct and try again',
    };
    for (const [type, body] of [
      ['application/json', undefined],
      ['application/json', '{'],
      ['application/json', '{"metrics":1}'],
      ['text/plain', 'x'],
    ] as const) {
      await expectBoth('POST', '/nope', { 'content-type': type }, body, 404, notFound);
      await expectBoth('POST', '/v1/query/nope', { ...auth(), 'content-type': type }, body, 404, notFound);
    }
  });

  test('a currency code must be three ASCII letters: "uſd" (U+017F) is refused (issue 32)', async () => {
    const res = await h.report(CAMPAIGNS, { metrics: ['impressions'], currencyCode: 'uſd' });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /^Unsupported currency: uſd\. Supported: AUD, /);
    assert.equal((await h.report(CAMPAIGNS, { metrics: ['impressions'], currencyCode: 'usd' })).statusCode, 200);
  });

  test('a compressed body (Content-Encoding) answers 415, on reports and on the token endpoint (issue 32)', async () => {
    const json = { ...auth(), 'content-type': 'application/json' };
    for (const encoding of ['gzip', 'deflate', 'br']) {
      await expectBoth(
        'POST',
        CAMPAIGNS,
        { ...json, 'content-encoding': encoding },
        '{"metrics":["impressions"]}',
        415,
        {
          message: 'Content-Encoding is not supported: send the body uncompressed.',
        },
      );
    }
    const headers = {
      authorization: basic(h.demo[0].appId, h.demo[0].appSecret),
      'content-type': 'application/x-www-form-urlencoded',
      'content-encoding': 'gzip',
    };
    await expectBoth('POST', '/auth/oauth2/token', headers, 'grant_type=client_credentials', 415, {
      error: 'invalid_request',
      error_description: 'Content-Encoding is not supported: send the body uncompressed.',
    });
    await expectBoth('POST', CAMPAIGNS, { ...json, 'content-encoding': 'identity' }, '{"metrics":[]}', 422, {
      detail: [{ loc: ['body', 'metrics'], msg: 'List should have at least 1 item', type: 'too_short' }],
    });
  });

  test('at the connection cap, the oldest idle connection makes room; when every one is busy, the newcomer is refused', async () => {
    // Its own server: no connection of the other tests, and stalled requests that do not time out meanwhile.
    const capped = await buildApp({
      dataDir: h.dataDir,
      store: h.store,
      clock: h.clock,
      demoCredentials: false,
      connectionLimits: {
        maxConnections: 50,
        requestTimeoutMs: 60_000,
        headersTimeoutMs: 60_000,
        keepAliveTimeoutMs: 60_000,
      },
    });
    const { port, base } = await listen(capped);
    const opened = (bytes?: string) =>
      new Promise<ReturnType<typeof connect>>((resolve) => {
        const s = connect(port, '127.0.0.1', () => {
          if (bytes) s.write(bytes);
          resolve(s);
        });
        s.on('error', () => {});
      });
    const closed = (s: ReturnType<typeof connect>) => s.destroyed || s.readableEnded;
    // 50 idle kept-alive connections (one request answered on each): the 51st is served, and the oldest idle one
    // is closed for it.
    const idle: ReturnType<typeof connect>[] = [];
    for (let i = 0; i < 50; i++) {
      const s = await opened('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((r) => s.once('data', r));
      idle.push(s);
    }
    try {
      await new Promise((r) => setTimeout(r, 100));
      const extra = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 3000);
      assert.equal(extra.status, 200, 'a new client is served');
      await new Promise((r) => setTimeout(r, 100));
      assert.ok(closed(idle[0]), 'the oldest idle connection was closed');
      assert.ok(!closed(idle[49]), 'the newest ones stay');
    } finally {
      for (const s of idle) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 100));
    // 50 busy connections (each a request waiting for its body): the 51st is refused at once.
    const stalled = `POST ${CAMPAIGNS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${h.agency}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{`;
    const busy: ReturnType<typeof connect>[] = [];
    let received = 0;
    const count = () => received++;
    capped.server.on('request', count);
    try {
      // One at a time: a connection is busy once the server has read its headers.
      for (let i = 0; i < 50; i++) {
        busy.push(await opened(stalled));
        while (received <= i) await new Promise((r) => setTimeout(r, 5));
      }
      const extra = await rawRequest(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n', 3000);
      assert.equal(extra.status, 0, 'no answer while every slot is busy');
      assert.ok(extra.closedAfterMs < 1000);
    } finally {
      capped.server.off('request', count);
      for (const s of busy) s.destroy();
    }
    await new Promise((r) => setTimeout(r, 100));
    assert.equal((await fetch(`${base}/healthz`, { headers: { connection: 'close' } })).status, 200);
    await capped.close();
  });
});
