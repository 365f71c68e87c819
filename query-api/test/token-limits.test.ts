import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Agent } from 'node:http';
import { buildApp } from '../src/app.js';
import { CredentialsStore } from '../src/auth/credentials-store.js';
import { hashSecret, verifySecret } from '../src/auth/secrets.js';
import { type Harness, basic, harness } from './helpers.js';
import { type ServerProcess, demoOf, percentile, startServer, tokenFrom } from './server-process.js';

// Issue 32, findings 3 and 4: concurrent right secrets are not failures, and
// token issuance does not starve while others guess or hammer the endpoint.

describe('token limits in one process', () => {
  let h: Harness;
  before(async () => {
    h = await harness();
  });
  after(() => h.close());

  const ask = (app: Harness['app'], id: string, secret: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(id, secret) },
      payload: 'grant_type=client_credentials',
    });
  const tally = (statuses: number[]) =>
    Object.fromEntries([...new Set(statuses)].sort().map((s) => [s, statuses.filter((x) => x === s).length]));

  test('sixteen concurrent right secrets all get a token (finding 3: before, 10 × 200 and 6 × 429)', async () => {
    const [, partner] = h.demo;
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => ask(h.app, partner.appId, partner.appSecret, '10.1.0.1')),
    );
    assert.deepEqual(tally(answers.map((a) => a.statusCode)), { 200: 16 });
  });

  test('sixteen concurrent wrong secrets are still checked at most as often as the budget allows', async () => {
    const app = await buildApp({
      dataDir: h.dataDir,
      store: h.store,
      clock: h.clock,
      demoCredentials: false,
      tokenLimits: { max: 3, maxPerAddress: 100 },
    });
    try {
      const [agency] = h.demo;
      const answers = await Promise.all(Array.from({ length: 16 }, () => ask(app, agency.appId, 'guess', '10.1.0.2')));
      assert.deepEqual(tally(answers.map((a) => a.statusCode)), { 401: 3, 429: 13 });
    } finally {
      await app.close();
    }
  });

  test('the scrypt pool checks a client without failures before queued guesses, and no address takes every thread', async () => {
    const stored = await hashSecret('right');
    const order: string[] = [];
    const check = (name: string, lane: string, priority: number) =>
      verifySecret(name === 'legit' ? 'right' : 'guess', stored, { lane, priority }).then(() => order.push(name));
    // Twelve guesses of one address with failures are queued first; then one check of a clean address.
    const guesses = Array.from({ length: 12 }, (_, i) => check(`guess${i}`, '10.9.0.1', 1));
    const legit = check('legit', '10.9.0.2', 0);
    await Promise.all([...guesses, legit]);
    // It starts as soon as one of the two threads frees up, so only the two checks already running and
    // the one started on the other thread just after it (a loaded machine may finish that one first) can
    // end before it; first come, first served would put it last.
    assert.ok(order.indexOf('legit') <= 3, order.join(' '));
  });

  test('tokens issued to one app id are limited: the next answer is 429 slow_down, other apps are not affected', async () => {
    const app = await buildApp({
      dataDir: h.dataDir,
      store: h.store,
      clock: h.clock,
      demoCredentials: false,
      tokenLimits: { issuedPerApp: 5 },
    });
    try {
      const [agency, partner] = h.demo;
      for (let i = 0; i < 5; i++)
        assert.equal((await ask(app, agency.appId, agency.appSecret, `10.1.1.${i}`)).statusCode, 200);
      const limited = await ask(app, agency.appId, agency.appSecret, '10.1.1.9');
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().error, 'slow_down');
      assert.match(
        limited.json().error_description,
        /^Too many tokens issued to this app id\. .* Retry after \d+ seconds\.$/,
      );
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.equal((await ask(app, partner.appId, partner.appSecret, '10.1.1.9')).statusCode, 200);
    } finally {
      await app.close();
    }
  });
});

describe('token issuance under attack, over real sockets (finding 4)', () => {
  let server: ServerProcess;
  let dataDir: string;
  let demo: { appId: string; appSecret: string }[];
  let fresh: { appId: string; appSecret: string }[];
  before(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'query-api-tokens-'));
    server = await startServer(dataDir);
    demo = demoOf(dataDir);
    // Apps never seen by the server: their first token needs a full scrypt check.
    const credentials = new CredentialsStore(dataDir);
    fresh = [];
    for (let i = 0; i < 8; i++) fresh.push(await credentials.create(`fresh${i}@example.com`, [1001]));
  });
  after(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const LEGIT = '127.0.0.50';
  /** Sequential token requests of the legitimate client: `n` with its known secret, then the next fresh apps. */
  async function legitimate(n: number, freshApps: { appId: string; appSecret: string }[]) {
    const known: number[] = [];
    const first: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await tokenFrom(server.base, demo[0].appId, demo[0].appSecret, LEGIT);
      assert.equal(r.status, 200, r.body);
      known.push(r.ms);
    }
    for (const app of freshApps) {
      const r = await tokenFrom(server.base, app.appId, app.appSecret, LEGIT);
      assert.equal(r.status, 200, r.body);
      first.push(r.ms);
    }
    return { known, first };
  }

  /** Runs `attack` from 16 loops while the legitimate client measures; returns its figures and the attack's statuses. */
  async function during(attack: (loop: number, i: number) => Promise<number>, freshApps: typeof fresh) {
    let stop = false;
    const statuses = new Map<number, number>();
    const loops = Array.from({ length: 16 }, async (_, loop) => {
      for (let i = 0; !stop; i++) {
        const status = await attack(loop, i).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    const figures = await legitimate(12, freshApps);
    stop = true;
    await Promise.all(loops);
    return { ...figures, statuses: Object.fromEntries(statuses) };
  }

  test('a legitimate token request keeps its latency while 16 guessers or another app hammer the endpoint', async () => {
    await legitimate(2, []); // warm-up: the known secret is checked once
    const base = await legitimate(12, fresh.slice(0, 2));
    // Attackers keep their connections alive, as fetch does.
    const agents = new Map<string, Agent>();
    const agentFor = (address: string) => {
      let agent = agents.get(address);
      if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address })));
      return agent;
    };
    // Sixteen guessers with random app ids, each address within its budgets (a new address every 5 guesses).
    const guessing = await during(
      (loop, i) => {
        const address = `127.0.${10 + loop}.${1 + (Math.floor(i / 5) % 250)}`;
        const appId = `app_${Math.random().toString(16).slice(2, 22)}`;
        return tokenFrom(server.base, appId, 'guess', address, agentFor(address)).then((r) => r.status);
      },
      fresh.slice(2, 5),
    );
    // Another app with its right secret, sixteen requests at a time, from its own address.
    const hammering = await during(
      (loop) =>
        tokenFrom(server.base, demo[1].appId, demo[1].appSecret, '127.0.0.60', agentFor(`127.0.1.${loop + 1}`)).then(
          (r) => r.status,
        ),
      fresh.slice(5, 8),
    );
    for (const agent of agents.values()) agent.destroy();
    const fmt = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(0)} ms, p99 ${percentile(xs, 99).toFixed(0)} ms`;
    for (const [name, f] of [
      ['unloaded', base],
      ['16 guessers', guessing],
      ['another app ×16', hammering],
    ] as const) {
      const extra = 'statuses' in f ? ` (attack answers ${JSON.stringify(f.statuses)})` : '';
      console.log(`# token, ${name}: known secret ${fmt(f.known)}; first token of a new app ${fmt(f.first)}${extra}`);
    }
    // A generous bound for a shared 2-core machine. Before the fix the p99 rose 10–80× (150 ms → 3.9 s, 13 s).
    // The first token of a new app needs a scrypt check on threads of low priority: printed, not asserted
    // (the order of the checks is asserted below, without timing).
    const knownBound = 6 * percentile(base.known, 99) + 300;
    for (const [name, f] of [
      ['guessers', guessing],
      ['another app', hammering],
    ] as const)
      assert.ok(percentile(f.known, 99) <= knownBound, `${name}: p99 ${percentile(f.known, 99)} > ${knownBound}`);
    assert.ok((guessing.statuses[401] ?? 0) > 0, 'the guesses were checked');
    assert.ok((hammering.statuses[200] ?? 0) > 0, 'the other app got tokens');
  });
});
