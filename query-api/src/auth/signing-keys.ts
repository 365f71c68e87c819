import { join } from 'node:path';
import { type CryptoKey, type JWK, calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK } from 'jose';
import { WatchedJsonFile } from '../data-folder.js';
import { DataFileError } from '../errors.js';

export const SIGNING_KEYS_FILE = 'signing-keys.json';
export const SIGNING_ALG = 'ES256';
export const SIGNING_KEY_ENV = 'QUERY_API_SIGNING_KEY';

/** One key pair of the data folder. The newest key without `retiredAt` signs; retired ones only verify. */
export interface StoredKey {
  kid: string;
  createdAt: string;
  /** When a rotation replaced it: it still verifies for one token lifetime (plus clock skew) after this. */
  retiredAt?: string;
  privateJwk: JWK;
}

export interface PublicJwk extends JWK {
  kid: string;
  alg: typeof SIGNING_ALG;
  use: 'sig';
}

const COORDINATE = /^[A-Za-z0-9_-]{43}$/; // 32 bytes, base64url without padding

/** Structural check of a P-256 private key; refuses empty, short and malformed keys. */
function checkPrivateJwk(jwk: unknown, where: string): JWK {
  const k = jwk as Record<string, unknown> | null;
  if (!k || typeof k !== 'object') throw new Error(`${where} is not a JWK object`);
  if (k.kty !== 'EC' || k.crv !== 'P-256') throw new Error(`${where} is not an EC P-256 key (kty "EC", crv "P-256")`);
  for (const c of ['x', 'y', 'd'] as const) {
    if (typeof k[c] !== 'string' || !COORDINATE.test(k[c] as string)) {
      throw new Error(`${where}: "${c}" must be 32 bytes in base64url (43 characters)`);
    }
  }
  return { kty: 'EC', crv: 'P-256', x: k.x as string, y: k.y as string, d: k.d as string };
}

function parseKeyFile(json: unknown): StoredKey[] {
  const keys = (json as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error('it holds no "keys" list');
  const out = keys.map((k: Record<string, unknown>, i) => {
    if (typeof k?.kid !== 'string' || !k.kid) throw new Error(`key ${i} has no kid`);
    if (typeof k.createdAt !== 'string') throw new Error(`key ${i} has no createdAt`);
    if (k.retiredAt !== undefined && (typeof k.retiredAt !== 'string' || Number.isNaN(Date.parse(k.retiredAt)))) {
      throw new Error(`key ${i} has an invalid retiredAt`);
    }
    return {
      kid: k.kid,
      createdAt: k.createdAt,
      retiredAt: k.retiredAt as string | undefined,
      privateJwk: checkPrivateJwk(k.privateJwk, `key ${i}`),
    };
  });
  if (!out.some((k) => !k.retiredAt)) throw new Error('no key is current (every key has retiredAt)');
  return out;
}

interface ImportedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: PublicJwk;
  retiredAtMs?: number;
}

async function importKey(stored: StoredKey): Promise<ImportedKey> {
  const { d: _d, ...pub } = stored.privateJwk;
  const privateKey = (await importJWK(stored.privateJwk, SIGNING_ALG)) as CryptoKey;
  const publicKey = (await importJWK(pub, SIGNING_ALG)) as CryptoKey;
  // The public half must belong to the private one, or every token would fail to verify.
  const probe = new TextEncoder().encode('probe');
  const params = { name: 'ECDSA', hash: 'SHA-256' };
  const signature = await crypto.subtle.sign(params, privateKey, probe);
  if (!(await crypto.subtle.verify(params, publicKey, signature, probe)))
    throw new Error(`key ${stored.kid}: x and y do not match d`);
  return {
    kid: stored.kid,
    privateKey,
    publicKey,
    publicJwk: { ...pub, kid: stored.kid, alg: SIGNING_ALG, use: 'sig' },
    retiredAtMs: stored.retiredAt ? Date.parse(stored.retiredAt) : undefined,
  };
}

/** A new P-256 key pair as stored in the data folder; the kid is its RFC 7638 thumbprint. */
export async function newStoredKey(nowMs: number): Promise<StoredKey> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  const privateJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d };
  return { kid: await calculateJwkThumbprint(privateJwk), createdAt: new Date(nowMs).toISOString(), privateJwk };
}

const REMEDY = `Restore it from a backup, or delete it to have a new key created at the next start (tokens issued with the old key then stop working)`;

/**
 * The token signing keys: `signing-keys.json` in the data folder, or one key
 * from QUERY_API_SIGNING_KEY (a private JWK). Re-read when the file changes,
 * so a rotation by the CLI applies without a restart.
 */
export class SigningKeys {
  private readonly file: WatchedJsonFile<StoredKey[]>;
  private imported: { source: StoredKey[]; keys: ImportedKey[] } | undefined;

  constructor(
    dataDir: string,
    private readonly fromEnv?: string,
  ) {
    this.file = new WatchedJsonFile(join(dataDir, SIGNING_KEYS_FILE), parseKeyFile, REMEDY, { secret: true });
  }

  get path() {
    return this.file.file;
  }

  /**
   * Start-up: creates the key file when it is missing, and checks the keys,
   * throwing DataFileError naming the file or variable. Returns what the
   * operator should know: a key created, a key file other users can read.
   */
  async ensure(nowMs: number): Promise<string | undefined> {
    let created: string | undefined;
    if (!this.fromEnv && !this.file.exists()) {
      this.file.write({ keys: [await newStoredKey(nowMs)] });
      created = `${this.file.file}: created a new token signing key (ES256).`;
    }
    await this.keys();
    return [created, this.permissionWarning()].filter(Boolean).join('\n') || undefined;
  }

  /** Set when the key file can be read by other users than its owner (never for QUERY_API_SIGNING_KEY). */
  permissionWarning(): string | undefined {
    return this.fromEnv === undefined ? this.file.permissionWarning() : undefined;
  }

  private stored(): StoredKey[] {
    if (this.fromEnv !== undefined) {
      const remedy = `Set it to a private EC P-256 JWK ("npm run signing-key -w query-api -- new-jwk" prints one), or unset it to use ${SIGNING_KEYS_FILE} in the data folder`;
      let json: unknown;
      try {
        json = JSON.parse(this.fromEnv);
      } catch {
        throw new DataFileError(
          `The environment variable ${SIGNING_KEY_ENV}`,
          this.fromEnv.trim() ? 'it is not JSON' : 'it is empty',
          remedy,
        );
      }
      try {
        const privateJwk = checkPrivateJwk(json, 'the key');
        const kid =
          typeof (json as JWK).kid === 'string' && (json as JWK).kid
            ? (json as JWK).kid!
            : `env-${privateJwk.x!.slice(0, 16)}`;
        return [{ kid, createdAt: new Date(0).toISOString(), privateJwk }];
      } catch (err) {
        throw new DataFileError(`The environment variable ${SIGNING_KEY_ENV}`, (err as Error).message, remedy);
      }
    }
    const keys = this.file.read();
    if (!keys)
      throw new DataFileError(
        this.file.file,
        'the token signing key file is missing',
        'Start the sandbox again to create a new key, or restore the file from a backup',
      );
    return keys;
  }

  private async keys(): Promise<ImportedKey[]> {
    const source = this.stored();
    if (this.imported?.source !== source) {
      try {
        this.imported = { source, keys: await Promise.all(source.map(importKey)) };
      } catch (err) {
        throw new DataFileError(
          this.fromEnv !== undefined ? `The environment variable ${SIGNING_KEY_ENV}` : this.file.file,
          `a key cannot be used (${(err as Error).message})`,
          REMEDY,
        );
      }
    }
    return this.imported.keys;
  }

  /** The key that signs new tokens: the newest one not retired. */
  async current(): Promise<ImportedKey> {
    const live = (await this.keys()).filter((k) => k.retiredAtMs === undefined);
    return live[live.length - 1];
  }

  /** Keys that still verify at `nowMs`: the current ones and those retired less than `graceMs` ago. */
  async verifying(nowMs: number, graceMs: number): Promise<ImportedKey[]> {
    return (await this.keys()).filter((k) => k.retiredAtMs === undefined || nowMs < k.retiredAtMs + graceMs);
  }

  /**
   * Rotation (the CLI): the current key is retired, a new one signs from now
   * on, and keys retired longer than `graceMs` ago are dropped.
   */
  async rotate(nowMs: number, graceMs: number): Promise<{ added: StoredKey; kept: StoredKey[]; dropped: StoredKey[] }> {
    if (this.fromEnv !== undefined)
      throw new Error(`${SIGNING_KEY_ENV} is set: rotate by changing the variable instead.`);
    const keys = this.stored();
    const retiredAt = new Date(nowMs).toISOString();
    const aged = keys.map((k) => (k.retiredAt ? k : { ...k, retiredAt }));
    const kept = aged.filter((k) => nowMs < Date.parse(k.retiredAt!) + graceMs);
    const dropped = aged.filter((k) => !kept.includes(k));
    const added = await newStoredKey(nowMs);
    this.file.write({ keys: [...kept, added] });
    return { added, kept, dropped };
  }
}
