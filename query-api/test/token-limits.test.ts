import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Agent } from 'node:http';
import { Worker } from 'node:worker_threads';
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

  test('the scrypt pool checks a client without failures before queued guesses', async () => {
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

  const median = (xs: number[]) => percentile(xs, 50);
  const timed = async (f: () => Promise<unknown>) => {
    const t0 = performance.now();
    await f();
    return performance.now() - t0;
  };
  const sequentially = async (n: number, f: () => Promise<unknown>) => {
    const ms: number[] = [];
    for (let i = 0; i < n; i++) ms.push(await timed(f));
    return ms;
  };

  test('guesses of unknown app ids cost no scrypt check, yet take as long to refuse as a wrong secret', async () => {
    const stored = await hashSecret('right');
    // Sixteen checks: the refusals take their typical time from the last sixteen.
    const check = median(await sequentially(16, () => verifySecret('guess', stored)));
    const credentials = new CredentialsStore(h.dataDir);
    const refusals: number[] = [];
    const unknown = () => `app_${Math.random().toString(16).slice(2, 22)}`;
    const all = await timed(() =>
      Promise.all(
        Array.from({ length: 32 }, async () => {
          const ms = await timed(async () => assert.equal(await credentials.verify(unknown(), 'guess'), undefined));
          refusals.push(ms);
        }),
      ),
    );
    console.log(`# one wrong secret ${check.toFixed(0)} ms; 32 unknown app ids at once ${all.toFixed(0)} ms`);
    // Checked by scrypt on two threads, 32 guesses took 16 checks' time (about 560 ms for a 35 ms check).
    assert.ok(all <= 3 * check + 100, `32 refusals took ${all.toFixed(0)} ms; one check ${check.toFixed(0)} ms`);
    assert.ok(Math.min(...refusals) >= check / 2, `a refusal took ${Math.min(...refusals).toFixed(0)} ms`);
  });

  test('a client without failures keeps its check time while normal-priority work takes every core', async () => {
    const stored = await hashSecret('right');
    const clean = { lane: '10.9.1.1', priority: 0 };
    const check = () => verifySecret('right', stored, clean).then((ok) => assert.ok(ok));
    const quiet = median(await sequentially(5, check));
    // Two busy threads per core at normal priority, as the server's event loop, attackers and other
    // processes under attack: a normal-priority check gets a fair share (2.5× slower in theory), a nice-10
    // one about a twentieth of a core.
    const spin = `require('node:worker_threads').parentPort.postMessage('spinning');
      const end = Date.now() + 20000; while (Date.now() < end);`;
    const busy = Array.from({ length: 2 * availableParallelism() }, () => new Worker(spin, { eval: true }));
    let loaded: number;
    try {
      // Measured only once every busy thread spins: starting them takes a while on a loaded machine.
      await Promise.all(busy.map((w) => new Promise((resolve) => w.once('message', resolve))));
      loaded = median(await sequentially(5, check));
    } finally {
      await Promise.all(busy.map((w) => w.terminate()));
    }
    console.log(`# check of a clean address: quiet ${quiet.toFixed(0)} ms, cores busy ${loaded.toFixed(0)} ms`);
    assert.ok(loaded <= 12 * quiet + 50, `cores busy: ${loaded.toFixed(0)} ms; quiet: ${quiet.toFixed(0)} ms`);
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
    for (let i = 0; i < FRESH_PER_RUN * 3; i++) fresh.push(await credentials.create(`fresh${i}@example.com`, [1001]));
  });
  after(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const LEGIT = '127.0.0.50';
  /** First tokens of new apps measured in each run (unloaded, each attack). */
  const FRESH_PER_RUN = 6;
  const freshFor = (run: number) => fresh.slice(run * FRESH_PER_RUN, (run + 1) * FRESH_PER_RUN);
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
    const base = await legitimate(12, freshFor(0));
    // Attackers keep their connections alive, as fetch does.
    const agents = new Map<string, Agent>();
    const agentFor = (address: string) => {
      let agent = agents.get(address);
      if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address })));
      return agent;
    };
    // Sixteen guessers with random app ids, each address within its budgets (a new address every 5 guesses).
    const guessing = await during((loop, i) => {
      const address = `127.0.${10 + loop}.${1 + (Math.floor(i / 5) % 250)}`;
      const appId = `app_${Math.random().toString(16).slice(2, 22)}`;
      return tokenFrom(server.base, appId, 'guess', address, agentFor(address)).then((r) => r.status);
    }, freshFor(1));
    // Another app with its right secret, sixteen requests at a time, from its own address.
    const hammering = await during(
      (loop) =>
        tokenFrom(server.base, demo[1].appId, demo[1].appSecret, '127.0.0.60', agentFor(`127.0.1.${loop + 1}`)).then(
          (r) => r.status,
        ),
      freshFor(2),
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
    // Bounds relative to the unloaded medians of this run, wide enough for a shared, loaded 2-core machine
    // (the attack's 16 loops run on it too): the medians catch an attack that slows every request, the p99
    // bound the multi-second stalls. The causes are asserted without the network above. Before the fix, the
    // first token of a new app under another app's hammering rose from 62 to 799 ms (p50) and 2,648 ms
    // (p99), under guessers to 0.5–5 s (p99) on a busy machine. Hammering costs the server's event loop
    // CPU that the first token's check then shares, hence its wider median bound.
    const median = { known: percentile(base.known, 50), first: percentile(base.first, 50) };
    const p99Bound = (kind: keyof typeof median) => 20 * median[kind] + 600;
    const bounds = {
      guessers: {
        known: [8 * median.known + 150, p99Bound('known')],
        first: [3 * median.first + 60, p99Bound('first')],
      },
      'another app': {
        known: [8 * median.known + 150, p99Bound('known')],
        first: [8 * median.first + 150, p99Bound('first')],
      },
    };
    for (const [name, f] of [
      ['guessers', guessing],
      ['another app', hammering],
    ] as const) {
      for (const kind of ['known', 'first'] as const) {
        const [p50, p99] = [percentile(f[kind], 50), percentile(f[kind], 99)];
        const [p50Bound, p99Bound] = bounds[name][kind];
        assert.ok(p50 <= p50Bound, `${name}, ${kind}: p50 ${p50.toFixed(0)} ms > ${p50Bound.toFixed(0)} ms`);
        assert.ok(p99 <= p99Bound, `${name}, ${kind}: p99 ${p99.toFixed(0)} ms > ${p99Bound.toFixed(0)} ms`);
      }
    }
    assert.ok((guessing.statuses[401] ?? 0) > 0, 'the guesses were checked');
    assert.ok((hammering.statuses[200] ?? 0) > 0, 'the other app got tokens');
  });
});
