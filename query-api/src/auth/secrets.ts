import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Worker } from 'node:worker_threads';

// scrypt with Node's default cost (N=16384, r=8, p=1): slow enough to make a
// stolen credentials file expensive to brute-force, fast enough per token call.
const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

/*
 * Secrets are derived in one worker thread, one at a time, at a low CPU
 * priority (nice 10), never in libuv's thread pool: DuckDB's queries run there, and a
 * burst of wrong secrets would otherwise queue reports behind 30–60 ms scrypt
 * calls (finding 3 of issue 15). Node has no priority knob for the pool, so
 * this is hand-written. On Linux os.setPriority(0, …) applies to the calling
 * thread only, so the main thread keeps its priority.
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

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (k: Buffer) => void; reject: (e: Error) => void }>();

function scryptWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_SOURCE, { eval: true });
  w.on('message', ({ id, key, error }: { id: number; key?: Uint8Array; error?: string }) => {
    const p = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) w.unref();
    if (!p) return;
    if (error !== undefined) p.reject(new Error(`scrypt: ${error}`));
    else p.resolve(Buffer.from(key!));
  });
  const failAll = (err: Error) => {
    worker = undefined;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  // Referenced only while a derivation is pending: it keeps a CLI alive until
  // its hash is ready, and never keeps an idle process alive.
  w.on('error', failAll);
  w.on('exit', () => failAll(new Error('the scrypt worker stopped')));
  worker = w;
  return w;
}

function derive(secret: string, salt: Buffer, params = PARAMS): Promise<Buffer> {
  if (!(params.N > 1 && params.N <= 2 ** 20 && params.r > 0 && params.r <= 32 && params.p > 0 && params.p <= 16)) {
    return Promise.reject(new Error('scrypt: parameters out of range'));
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const w = scryptWorker();
    w.ref();
    w.postMessage({ id, secret, salt, keyLength: KEY_LENGTH, params });
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

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const m = SCRYPT_HASH.exec(stored);
  if (!m) return false;
  const [, N, r, p, salt, hash] = m;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
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

/** Stops the worker (tests that count handles; the process exits without it anyway). */
export async function stopSecretWorker() {
  await worker?.terminate();
}

export function newAppId(): string {
  return `app_${randomBytes(10).toString('hex')}`;
}

export function newAppSecret(): string {
  return randomBytes(32).toString('base64url');
}
