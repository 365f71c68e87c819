import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// scrypt with Node's default cost (N=16384, r=8, p=1): slow enough to make a
// stolen credentials file expensive to brute-force, fast enough per token call.
const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

/*
 * Secrets are derived in worker threads, never in libuv's thread pool: DuckDB's
 * queries run there, and a burst of wrong secrets would otherwise queue
 * reports behind 30–60 ms scrypt calls (finding 3 of issue 15).
 *
 * Two threads of different CPU priority (issue 32, finding 4; decision 0016):
 * - checks of client addresses without recent failures run on a thread at
 *   normal priority. At nice 10 a first token waited 0.5–7 s whenever the
 *   server's event loop, its attackers or other processes kept the cores busy:
 *   a nice-10 thread gets about a tenth of a core beside each busy one;
 * - checks of addresses that failed (guessers) run on a thread at nice 10, so
 *   they only use CPU that nothing else wants.
 * One thread per kind: scrypt never holds more than one core at normal
 * priority, so the event loop and DuckDB keep the other.
 * Within a kind, the address with the fewest checks running goes first, then
 * the oldest check. That order is what no pool library offers, so this is
 * hand-written. On Linux os.setPriority(0, …) applies to the calling thread
 * only, so the main thread keeps its priority.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
if (workerData.nice !== 0) try { require('node:os').setPriority(0, workerData.nice); } catch {}
parentPort.on('message', ({ id, secret, salt, keyLength, params }) => {
  try {
    const key = scryptSync(secret, Buffer.from(salt), keyLength, { ...params, maxmem: 64 * 1024 * 1024 });
    parentPort.postMessage({ id, key });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message) });
  }
});`;

/** Who a check is for, so that the pool can serve clients fairly. */
export interface CheckTicket {
  /** The client (its address): checks of one lane do not crowd out other lanes. */
  lane: string;
  /** 0 for addresses without recent failures (normal CPU priority), 1 for the others (nice 10). */
  priority: number;
}
const ANONYMOUS: CheckTicket = { lane: '', priority: 0 };

/** The thread of each kind of check: its niceness. */
const NICE_OF_KIND = [0, 10] as const;
type Kind = 0 | 1;
const kindOf = (ticket: CheckTicket): Kind => (ticket.priority > 0 ? 1 : 0);

interface Job {
  seq: number;
  ticket: CheckTicket;
  message: { secret: string; salt: Buffer; keyLength: number; params: typeof PARAMS };
  resolve: (k: Buffer) => void;
  reject: (e: Error) => void;
}

let nextSeq = 0;
const queue: Job[] = [];
const runningPerLane = new Map<string, number>();
/** The thread of each kind, once started (undefined again after it stops). */
const threads: (Worker | undefined)[] = [undefined, undefined];
const running = new Map<Worker, { job: Job; startedAt: number }>();

function lanes(lane: string, n: number) {
  const v = (runningPerLane.get(lane) ?? 0) + n;
  if (v > 0) runningPerLane.set(lane, v);
  else runningPerLane.delete(lane);
}

/** The next job of a kind: the lane with the fewest checks running, then the oldest. */
function takeNext(kind: Kind): Job | undefined {
  let best = -1;
  for (let i = 0; i < queue.length; i++) {
    const a = queue[i];
    if (kindOf(a.ticket) !== kind) continue;
    if (best === -1) {
      best = i;
      continue;
    }
    const b = queue[best];
    const byLane = (runningPerLane.get(a.ticket.lane) ?? 0) - (runningPerLane.get(b.ticket.lane) ?? 0);
    if (byLane < 0 || (byLane === 0 && a.seq < b.seq)) best = i;
  }
  return best === -1 ? undefined : queue.splice(best, 1)[0];
}

/*
 * How long recent checks took on their thread, so that refusing an unknown app
 * id (which needs no check) takes as long as refusing a wrong secret.
 */
const RECENT_CHECKS = 16;
const recentCheckMs: number[] = [];
function noteCheckTime(ms: number) {
  if (recentCheckMs.length >= RECENT_CHECKS) recentCheckMs.shift();
  recentCheckMs.push(ms);
}
/** The median of the recent check times, ±20 % at random, as real checks vary. */
function typicalCheckMs() {
  const sorted = [...recentCheckMs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] * (0.8 + 0.4 * Math.random());
}

function startWorker(kind: Kind): Worker {
  const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { nice: NICE_OF_KIND[kind] } });
  const finish = () => {
    const run = running.get(w);
    running.delete(w);
    if (run) lanes(run.job.ticket.lane, -1);
    return run;
  };
  w.on('message', ({ key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const run = finish();
    if (run) {
      if (error !== undefined) run.job.reject(new Error(`scrypt: ${error}`));
      else {
        noteCheckTime(performance.now() - run.startedAt);
        run.job.resolve(Buffer.from(key!));
      }
    }
    pump();
  });
  const fail = (err: Error) => {
    if (threads[kind] === w) threads[kind] = undefined;
    finish()?.job.reject(err);
    pump();
  };
  // Referenced only while a derivation runs: it keeps a CLI alive until its
  // hash is ready, and never keeps an idle process alive.
  w.on('error', fail);
  w.on('exit', () => fail(new Error('the scrypt worker stopped')));
  w.unref();
  threads[kind] = w;
  return w;
}

function pump() {
  for (const kind of [0, 1] as const) {
    const w = threads[kind];
    if (w && running.has(w)) continue;
    const job = takeNext(kind);
    if (!job) {
      w?.unref();
      continue;
    }
    const thread = w ?? startWorker(kind);
    running.set(thread, { job, startedAt: performance.now() });
    lanes(job.ticket.lane, 1);
    thread.ref();
    thread.postMessage({ id: job.seq, ...job.message });
  }
}

function derive(secret: string, salt: Buffer, params = PARAMS, ticket = ANONYMOUS): Promise<Buffer> {
  if (!(params.N > 1 && params.N <= 2 ** 20 && params.r > 0 && params.r <= 32 && params.p > 0 && params.p <= 16)) {
    return Promise.reject(new Error('scrypt: parameters out of range'));
  }
  return new Promise((resolve, reject) => {
    queue.push({ seq: nextSeq++, ticket, message: { secret, salt, keyLength: KEY_LENGTH, params }, resolve, reject });
    pump();
  });
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url): only this is ever stored. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const SCRYPT_HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9_-]{16,})\$([A-Za-z0-9_-]{16,})$/;

/** Whether `stored` has the shape hashSecret writes (the credentials file is checked with it). */
export const isSecretHash = (stored: unknown) => typeof stored === 'string' && SCRYPT_HASH.test(stored);

/** Whether `secret` matches `stored`; `ticket` says whose check it is, for the pool's fair order. */
export async function verifySecret(secret: string, stored: string, ticket?: CheckTicket): Promise<boolean> {
  const m = SCRYPT_HASH.exec(stored);
  if (!m) return false;
  const [, N, r, p, salt, hash] = m;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    secret,
    Buffer.from(salt, 'base64url'),
    { N: Number(N), r: Number(r), p: Number(p) },
    ticket,
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash no secret matches, with the cost of real ones: it measures a check before any real one ran. */
const DUMMY_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString('base64url'),
  randomBytes(KEY_LENGTH).toString('base64url'),
].join('$');

/**
 * Refuses a secret for an app id that does not exist, without a scrypt check
 * (issue 32, finding 4): guessers of random app ids then cost no CPU and hold
 * no thread. The answer still comes after the typical time of the recent
 * real checks, so that timing is not a cheap oracle of which app ids exist
 * (they are no secret: each token carries its app id). Before any check ran,
 * one real check against a dummy hash gives the first figure.
 */
export async function refuseUnknownApp(secret: string, ticket?: CheckTicket): Promise<false> {
  if (recentCheckMs.length === 0) {
    await verifySecret(secret, DUMMY_HASH, ticket);
    return false;
  }
  await new Promise((resolve) => setTimeout(resolve, typicalCheckMs()));
  return false;
}

/** Stops the workers (tests that count handles; the process exits without them anyway). */
export async function stopSecretWorker() {
  await Promise.all(threads.map((w) => w?.terminate()));
}

export function newAppId(): string {
  return `app_${randomBytes(10).toString('hex')}`;
}

export function newAppSecret(): string {
  return randomBytes(32).toString('base64url');
}
