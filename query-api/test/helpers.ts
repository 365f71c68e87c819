import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { CredentialsStore } from '../src/auth/credentials-store.js';
import type { DemoCredential } from '../src/auth/demo-credentials.js';
import { type DuckDbStore, openDuckDbStore } from '../src/store/duckdb-store.js';

/** 2026-04-10 15:00 UTC: the data (200 days back) spans both DST changes of New York and Paris. */
export const T0 = Date.UTC(2026, 3, 10, 15, 0, 0);

export class TestClock {
  constructor(public t = T0) {}
  now() {
    return this.t;
  }
  advance(ms: number) {
    this.t += ms;
  }
}

export interface Harness {
  app: FastifyInstance;
  store: DuckDbStore;
  clock: TestClock;
  dataDir: string;
  demo: DemoCredential[];
  credentials: CredentialsStore;
  /** Bearer tokens of the multi-account and the single-account demo users. */
  agency: string;
  partner: string;
  token(appId: string, appSecret: string): Promise<string>;
  report(
    path: string,
    body: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(path: string, token?: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

/** A fresh data folder, store and app per test file; closed and removed by close(). */
export async function harness(options: Partial<AppOptions> = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'query-api-test-'));
  const clock = new TestClock();
  const store = await openDuckDbStore({ dataDir, nowMs: clock.now(), days: 200, connections: 2 });
  const app = await buildApp({ dataDir, store, clock, ...options });
  const demo = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as DemoCredential[];
  const token = async (appId: string, appSecret: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/oauth2/token',
      headers: { authorization: basic(appId, appSecret), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials',
    });
    if (res.statusCode !== 200) throw new Error(`token: ${res.statusCode} ${res.body}`);
    return res.json().access_token as string;
  };
  const agency = await token(demo[0].appId, demo[0].appSecret);
  const partner = await token(demo[1].appId, demo[1].appSecret);
  return {
    app,
    store,
    clock,
    dataDir,
    demo,
    credentials: new CredentialsStore(dataDir),
    agency,
    partner,
    token,
    report: (path, body, t = agency, headers = {}) =>
      app.inject({
        method: 'POST',
        url: path,
        headers: { authorization: `Bearer ${t}`, ...headers },
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    get: (path, t = agency, headers = {}) =>
      app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${t}`, ...headers } }),
    close: async () => {
      await app.close();
      await store.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const testFormatters = new Map<string, Intl.DateTimeFormat>();

/** Local calendar parts of an instant, straight from Intl: the tests' independent time-zone source. */
export function localParts(zone: string, instantMs: number) {
  let f = testFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    testFormatters.set(zone, f);
  }
  const parts = f.formatToParts(instantMs);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

/** Instant of a local wall time, by brute-force search over candidate offsets (−14 h … +14 h, 15-minute steps). */
export function localToInstant(zone: string, y: number, m: number, d: number, h = 0, mi = 0): number {
  const naive = Date.UTC(y, m - 1, d, h, mi);
  const hits: number[] = [];
  for (let off = -14 * 60; off <= 14 * 60; off += 15) {
    const t = naive - off * 60_000;
    const p = localParts(zone, t);
    if (+p.year === y && +p.month === m && +p.day === d && +p.hour === h && +p.minute === mi) hits.push(t);
  }
  if (hits.length === 0) throw new Error('local time does not exist');
  return Math.min(...hits);
}

/** Sums of a metric per key over raw facts. */
export function sumBy<T>(rows: T[], key: (r: T) => string, value: (r: T) => number): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
  return out;
}

export const round = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
