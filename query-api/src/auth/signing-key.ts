import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

export const SIGNING_KEY_FILE = 'token-signing.key';

/**
 * The HMAC key tokens are signed with: `QUERY_API_TOKEN_SECRET` when set,
 * otherwise a random key created once in the data folder (so tokens survive
 * restarts but differ between installations).
 */
export function loadSigningKey(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SIGNING_KEY_FILE);
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex') + '\n', { mode: 0o600 });
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
