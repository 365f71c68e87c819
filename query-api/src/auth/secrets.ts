import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// scrypt with Node's default cost (N=16384, r=8, p=1): slow enough to make a
// stolen credentials file expensive to brute-force, fast enough per token call.
const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

function derive(secret: string, salt: Buffer, p = PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, p, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url): only this is ever stored. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export function newAppId(): string {
  return `app_${randomBytes(10).toString('hex')}`;
}

export function newAppSecret(): string {
  return randomBytes(32).toString('base64url');
}
