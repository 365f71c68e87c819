import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

// scrypt with Node's default cost (N=16384, r=8, p=1): slow enough to make a
// stolen credentials file expensive to brute-force, fast enough per token call.
const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

/*
 * Secrets are derived in a small pool of worker threads at a low CPU priority
 * (nice 10), never in libuv's thread pool: DuckDB's queries run there, and a
 * burst of wrong secrets would otherwise queue reports behind 30–60 ms scrypt
 * calls (finding 3 of issue 15). Node has no priority knob for its pool, and
 * the waiting checks are served fairly rather than first come, first served
 * (issue 32, finding 4): a check of a client address without failures goes
 * before those of addresses that have failed (guessers), then the address
 * with the fewest checks running goes first, then the oldest. That order is
 * what no pool library offers, so this is hand-written. On Linux
 * os.setPriority(0, …) applies to the calling thread only, so the main thread
 * keeps its priority.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
try { require('node:os').setPriority(0, 10); } catch {}
parentPort.on('message', ({ id, secret, salt, keyLength, params }) => {
  try {
    const key = scryptSync(secret, Buffer.from(salt), keyLength, { ...params, maxmem: 64 * 1024 * 1024 });
    parentPort.postMessage({ id, key });
  } catch (err) {
    parentPort.postMessage({ id, error: String(err && err.message) });
  }
});`;

/** Two threads: one client's checks cannot hold every thread, and DuckDB keeps the cores it needs. */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism()));

/** Who a check is for, so that the pool can serve clients fairly. */
export interface CheckTicket {
  /** The client (its address): checks of one lane do not crowd out other lanes. */
  lane: string;
  /** Lower first: 0 for addresses without recent failures, 1 for the others. */
  priority: number;
}
const ANONYMOUS: CheckTicket = { lane: '', priority: 0 };

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
const idleWorkers: Worker[] = [];
let workers: Worker[] = [];
const running = new Map<Worker, Job>();

function lanes(lane: string, n: number) {
  const v = (runningPerLane.get(lane) ?? 0) + n;
  if (v > 0) runningPerLane.set(lane, v);
  else runningPerLane.delete(lane);
}

/** The next job: lowest priority, then the lane with the fewest checks running, then the oldest. */
function takeNext(): Job | undefined {
  let best = -1;
  for (let i = 0; i < queue.length; i++) {
    if (best === -1) {
      best = i;
      continue;
    }
    const a = queue[i];
    const b = queue[best];
    const byPriority = a.ticket.priority - b.ticket.priority;
    const byLane = (runningPerLane.get(a.ticket.lane) ?? 0) - (runningPerLane.get(b.ticket.lane) ?? 0);
    if (byPriority < 0 || (byPriority === 0 && (byLane < 0 || (byLane === 0 && a.seq < b.seq)))) best = i;
  }
  return best === -1 ? undefined : queue.splice(best, 1)[0];
}

function startWorker(): Worker {
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.on('message', ({ key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const job = running.get(w);
    running.delete(w);
    if (job) {
      lanes(job.ticket.lane, -1);
      if (error !== undefined) job.reject(new Error(`scrypt: ${error}`));
      else job.resolve(Buffer.from(key!));
    }
    idleWorkers.push(w);
    pump();
  });
  const fail = (err: Error) => {
    workers = workers.filter((x) => x !== w);
    const idle = idleWorkers.indexOf(w);
    if (idle >= 0) idleWorkers.splice(idle, 1);
    const job = running.get(w);
    running.delete(w);
    if (job) {
      lanes(job.ticket.lane, -1);
      job.reject(err);
    }
    pump();
  };
  // Referenced only while a derivation runs: it keeps a CLI alive until its
  // hash is ready, and never keeps an idle process alive.
  w.on('error', fail);
  w.on('exit', () => fail(new Error('the scrypt worker stopped')));
  w.unref();
  workers.push(w);
  return w;
}

function pump() {
  while (queue.length > 0) {
    const w = idleWorkers.pop() ?? (workers.length < POOL_SIZE ? startWorker() : undefined);
    if (!w) return;
    const job = takeNext()!;
    running.set(w, job);
    lanes(job.ticket.lane, 1);
    w.ref();
    w.postMessage({ id: job.seq, ...job.message });
  }
  for (const w of idleWorkers) w.unref();
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

/**
 * A hash no secret matches, with the same cost as real ones: checking an
 * unknown app id against it takes as long as a wrong secret, so timing does
 * not reveal which app ids exist.
 */
export const DUMMY_HASH = [
  'scrypt',
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  randomBytes(16).toString('base64url'),
  randomBytes(KEY_LENGTH).toString('base64url'),
].join('$');

/** Stops the workers (tests that count handles; the process exits without them anyway). */
export async function stopSecretWorker() {
  await Promise.all(workers.map((w) => w.terminate()));
}

export function newAppId(): string {
  return `app_${randomBytes(10).toString('hex')}`;
}

export function newAppSecret(): string {
  return randomBytes(32).toString('base64url');
}
