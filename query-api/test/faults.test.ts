import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { SigningKeys, newStoredKey } from '../src/auth/signing-keys.js';
import { DataFileError } from '../src/errors.js';
import type { ReportStore } from '../src/store/repository.js';
import { type Harness, harness } from './helpers.js';
import { demoOf, failedStart, fetchToken, startServer } from './server-process.js';

const REPORT = JSON.stringify({
  metrics: ['impressions', 'gross_cost'],
  dimensions: ['device'],
  startDate: '2026-01-01',
  endDate: '2026-01-08',
  timezoneVariation: 'UTC',
});
const report = (base: string, token: string) =>
  fetch(`${base}/v1/query/accounts/1001/campaigns/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: REPORT,
  });
const noStack = (stderr: string) => assert.doesNotMatch(stderr, /\n\s+at /, `stack trace in: ${stderr}`);

describe('the sandbox process: crashes and damaged files', () => {
  let dir: string;
  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'query-api-faults-'));
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  test('kill -9 in the middle of a load, then a restart: healthy, same data, same credentials, old tokens still valid', async () => {
    const first = await startServer(dir);
    const demo = demoOf(dir);
    const token = await fetchToken(first.base, demo[0].appId, demo[0].appSecret);
    const before = ((await (await report(first.base, token)).json()) as { data: unknown }).data;
    let stop = false;
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop)
          await report(first.base, token)
            .then((r) => r.arrayBuffer())
            .catch(() => (stop = true));
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    first.child.kill('SIGKILL');
    await load;
    await first.stop();
    const second = await startServer(dir);
    try {
      assert.equal((await fetch(`${second.base}/healthz`)).status, 200);
      assert.deepEqual(demoOf(dir), demo);
      const res = await report(second.base, token);
      assert.equal(res.status, 200);
      assert.deepEqual(((await res.json()) as { data: unknown }).data, before);
      assert.ok(await fetchToken(second.base, demo[1].appId, demo[1].appSecret));
    } finally {
      await second.stop();
    }
  });

  test('a damaged credentials or key file stops the start-up with one line naming the file and what to do', async () => {
    for (const [file, remedy] of [
      ['credentials.json', /Restore it from a backup, or delete it together with demo-credentials.json/],
      ['signing-keys.json', /Restore it from a backup, or delete it to have a new key created/],
    ] as const) {
      const path = join(dir, file);
      const good = readFileSync(path);
      // Empty and truncated here; wrong shapes of each file are covered through buildApp in auth.test.ts and below.
      for (const damage of ['', good.subarray(0, good.length / 2).toString()]) {
        writeFileSync(path, damage);
        const { code, stderr } = await failedStart(dir);
        assert.equal(code, 1);
        assert.match(
          stderr,
          new RegExp(`^Query API sandbox cannot start: ${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}: `, 'm'),
        );
        assert.match(stderr, remedy);
        noStack(stderr);
      }
      writeFileSync(path, good);
    }
    const { code, stderr } = await failedStart(dir, { QUERY_API_SIGNING_KEY: 'not json' });
    assert.equal(code, 1);
    assert.match(stderr, /QUERY_API_SIGNING_KEY: it is not JSON\. Set it to a private EC P-256 JWK/);
  });

  test('missing files are created again, and a damaged database is detected and regenerated, each with a notice', async () => {
    const demo = demoOf(dir);
    rmSync(join(dir, 'signing-keys.json'));
    rmSync(join(dir, 'credentials.json'));
    // 32 flipped bytes in two data blocks of the database file (some blocks are free space).
    const db = join(dir, 'sandbox.duckdb');
    const fd = openSync(db, 'r+');
    for (const at of [0.3, 0.7]) writeSync(fd, Buffer.alloc(32, 0xa5), 0, 32, Math.floor(statSync(db).size * at));
    closeSync(fd);
    const server = await startServer(dir);
    try {
      const stderr = server.stderr();
      assert.match(stderr, /sandbox\.duckdb: the database file is damaged \(.+\); generated it again\./);
      assert.match(stderr, /signing-keys\.json: created a new token signing key/);
      assert.match(
        stderr,
        /credentials\.json: the demo apps listed in .*demo-credentials\.json were missing from it, so new demo apps were created/,
      );
      noStack(stderr);
      assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
      const fresh = demoOf(dir);
      assert.notEqual(fresh[0].appId, demo[0].appId);
      assert.equal(
        (await report(server.base, await fetchToken(server.base, fresh[0].appId, fresh[0].appSecret))).status,
        200,
      );
    } finally {
      await server.stop();
    }
  });

  test('two sandboxes started together on one empty data folder both come up, with one set of files', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'query-api-twins-'));
    try {
      const [a, b] = await Promise.all([startServer(empty), startServer(empty)]);
      try {
        const demo = demoOf(empty);
        for (const s of [a, b]) {
          assert.equal((await fetch(`${s.base}/healthz`)).status, 200);
          assert.equal((await report(s.base, await fetchToken(s.base, demo[0].appId, demo[0].appSecret))).status, 200);
        }
        assert.equal(JSON.parse(readFileSync(join(empty, 'credentials.json'), 'utf8')).apps.length, 2);
        assert.ok(!existsSync(join(empty, '.init.lock')));
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('damage while running', () => {
  let h: Harness;
  before(async () => {
    h = await harness();
  });
  after(() => h.close());

  test('a credentials file damaged while running gives a logged 500 { message }, never a 400', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = await buildApp({
      dataDir: h.dataDir,
      store: h.store,
      clock: h.clock,
      demoCredentials: false,
      logger: { level: 'error', stream },
    });
    const file = join(h.dataDir, 'credentials.json');
    const good = readFileSync(file);
    try {
      writeFileSync(file, good.subarray(0, 100));
      const list = await app.inject({
        method: 'GET',
        url: '/v1/query/accounts/',
        headers: { authorization: `Bearer ${h.agency}` },
      });
      assert.equal(list.statusCode, 500);
      assert.deepEqual(list.json(), {
        message: 'An unexpected error occurred. Please validate your request is correct and try again',
      });
      const token = await app.inject({
        method: 'POST',
        url: '/auth/oauth2/token',
        headers: { authorization: 'Basic YTpi', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'grant_type=client_credentials',
      });
      assert.equal(token.statusCode, 500);
      assert.equal(token.json().error, 'server_error');
      const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.level >= 50);
      assert.ok(logged.length >= 2);
      assert.ok(
        logged.every((l) => l.err?.message?.startsWith(`${file}: the file is not valid JSON`)),
        JSON.stringify(logged),
      );
    } finally {
      writeFileSync(file, good);
      await app.close();
    }
    assert.equal((await h.get('/v1/query/accounts/')).statusCode, 200);
  });

  test('credentials.json of the wrong shape stops buildApp, naming the file', async () => {
    const file = join(h.dataDir, 'credentials.json');
    const good = readFileSync(file);
    try {
      for (const damage of [
        '{"apps": 3}',
        '[]',
        JSON.stringify({ apps: [{ appId: 'app_x', secretHash: 'plain-text', userEmail: 'a@b', accountIds: [1001] }] }),
      ]) {
        writeFileSync(file, damage);
        await assert.rejects(
          buildApp({ dataDir: h.dataDir, store: h.store, demoCredentials: false }),
          (err: Error) =>
            err instanceof DataFileError &&
            err.message.startsWith(`${file}: `) &&
            /Restore it from a backup/.test(err.message),
          damage,
        );
      }
    } finally {
      writeFileSync(file, good);
    }
  });

  test('/healthz asks the database, and reports a damaged one as 503 { message } naming the file', async () => {
    assert.deepEqual((await h.app.inject({ method: 'GET', url: '/healthz' })).json(), { status: 'ok' });
    const damaged: ReportStore = Object.create(h.store, {
      check: {
        value: async () =>
          Promise.reject(
            new DataFileError(
              '/data/sandbox.duckdb',
              'the database file is damaged (Corrupt database file)',
              'Stop the sandbox and start it again',
            ),
          ),
      },
    });
    const app = await buildApp({ dataDir: h.dataDir, store: damaged, clock: h.clock, demoCredentials: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(res.statusCode, 503);
      assert.deepEqual(res.json(), {
        message:
          '/data/sandbox.duckdb: the database file is damaged (Corrupt database file). Stop the sandbox and start it again',
      });
    } finally {
      await app.close();
    }
  });
});

describe('health and key files (issue 32)', () => {
  let h: Harness;
  before(async () => {
    h = await harness();
  });
  after(() => h.close());
  const health = async (app = h.app) => {
    // The answer is cached for a second: wait it out so each check is fresh.
    await new Promise((r) => setTimeout(r, 1100));
    return app.inject({ method: 'GET', url: '/healthz' });
  };

  test('/healthz answers 503 naming the file when the key or the credentials file is empty, 200 again once restored', async () => {
    for (const [file, problem] of [
      ['signing-keys.json', 'the file is empty'],
      ['credentials.json', 'the file is empty'],
    ]) {
      const path = join(h.dataDir, file);
      const good = readFileSync(path);
      try {
        writeFileSync(path, '');
        const res = await health();
        assert.equal(res.statusCode, 503, file);
        assert.ok(res.json().message.startsWith(`${path}: ${problem}.`), res.body);
      } finally {
        writeFileSync(path, good);
      }
      assert.equal((await health()).statusCode, 200);
    }
  });

  test('/healthz reads each fact table: a table that cannot be read is 503', async () => {
    const failing: ReportStore = Object.create(h.store, {
      check: {
        value: async () => Promise.reject(new Error('Catalog Error: Table with name transaction_facts does not exist')),
      },
    });
    const app = await buildApp({ dataDir: h.dataDir, store: failing, clock: h.clock, demoCredentials: false });
    try {
      const res = await app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(res.statusCode, 503);
      assert.match(
        res.json().message,
        /^The database does not answer \(Catalog Error: Table with name transaction_facts/,
      );
    } finally {
      await app.close();
    }
    // The real check reads both fact tables through the store.
    const read: string[] = [];
    const spy = Object.create(h.store, {
      withConnection: {
        value: (fn: (c: { run: (sql: string) => Promise<void> }) => Promise<void>) =>
          fn({ run: async (sql: string) => void read.push(sql) }),
      },
    }) as ReportStore;
    await spy.check();
    assert.deepEqual(read, ['SELECT * FROM campaign_facts LIMIT 1', 'SELECT * FROM transaction_facts LIMIT 1']);
  });

  test('a key file replaced in place with the same size and mtime is noticed', async () => {
    const path = join(h.dataDir, 'signing-keys.json');
    const good = readFileSync(path);
    const kid = async () => (await h.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json().keys[0].kid;
    const before = await kid();
    const mtime = statSync(path, { bigint: true }).mtimeNs;
    try {
      const other = await newStoredKey(Date.now());
      const text = JSON.stringify({ keys: [{ ...other, createdAt: JSON.parse(String(good)).keys[0].createdAt }] });
      assert.ok(text.length < good.length);
      const fd = openSync(path, 'r+');
      writeSync(fd, text.padEnd(good.length - 1, ' ') + '\n', 0);
      closeSync(fd);
      // Back to the old mtime, to the nanosecond: only the ctime tells.
      execFileSync('touch', [
        '-m',
        '-d',
        `@${mtime / 1_000_000_000n}.${String(mtime % 1_000_000_000n).padStart(9, '0')}`,
        path,
      ]);
      assert.equal(statSync(path).size, good.length);
      assert.equal(statSync(path, { bigint: true }).mtimeNs, mtime);
      assert.equal(await kid(), other.kid);
    } finally {
      writeFileSync(path, good);
    }
    assert.equal(await kid(), before);
  });

  test('a key file the server may not read is called unreadable, never empty, and the advice keeps it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'query-api-mode-'));
    try {
      const keys = new SigningKeys(dir);
      await keys.ensure(Date.now());
      chmodSync(keys.path, 0o000);
      // root reads any file whatever its mode: then the check runs as the unprivileged user "nobody".
      const script = `import { SigningKeys } from ${JSON.stringify(join(import.meta.dirname, '../src/auth/signing-keys.ts'))};
        new SigningKeys(${JSON.stringify(dir)}).current().then(() => console.log('read'), (e) => console.log(e.message));`;
      const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
      if (asNobody.uid) chmodSync(dir, 0o755);
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        ...asNobody,
        cwd: join(import.meta.dirname, '..'),
      }).toString();
      assert.match(out, /signing-keys\.json: the file cannot be read \(EACCES: permission denied\)\./);
      assert.match(out, /do not delete it/);
      assert.doesNotMatch(out, /empty|delete it to/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a key file other users can read is warned about at start-up and by /healthz', async () => {
    const path = join(h.dataDir, 'signing-keys.json');
    try {
      chmodSync(path, 0o644);
      const notices: string[] = [];
      const app = await buildApp({
        dataDir: h.dataDir,
        store: h.store,
        clock: h.clock,
        demoCredentials: false,
        onNotice: (m) => notices.push(m),
      });
      try {
        const warning = `${path}: other users can read it (mode 644). Restrict it to its owner: chmod 600 ${path}`;
        assert.deepEqual(notices, [warning]);
        assert.deepEqual((await app.inject({ method: 'GET', url: '/healthz' })).json(), {
          status: 'ok',
          warnings: [warning],
        });
      } finally {
        await app.close();
      }
    } finally {
      chmodSync(path, 0o600);
    }
  });
});
