import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { WatchedJsonFile } from '../data-folder.js';
import {
  type CheckTicket,
  DUMMY_HASH,
  hashSecret,
  isSecretHash,
  newAppId,
  newAppSecret,
  verifySecret,
} from './secrets.js';

export const CREDENTIALS_FILE = 'credentials.json';

/** One API client ("personal API credentials" of a user). The secret itself is never kept. */
export interface AppCredential {
  appId: string;
  secretHash: string;
  userEmail: string;
  accountIds: number[];
  createdAt: string;
}

function parseCredentials(json: unknown): AppCredential[] {
  const apps = (json as { apps?: unknown } | null)?.apps;
  if (!Array.isArray(apps)) throw new Error('it holds no "apps" list');
  apps.forEach((a: Partial<AppCredential> | null, i) => {
    const ok =
      a &&
      typeof a.appId === 'string' &&
      isSecretHash(a.secretHash) &&
      typeof a.userEmail === 'string' &&
      Array.isArray(a.accountIds) &&
      a.accountIds.every((id) => Number.isSafeInteger(id));
    if (!ok) throw new Error(`app ${i} lacks a valid appId, secretHash, userEmail or accountIds`);
  });
  return apps as AppCredential[];
}

/**
 * A JSON file in the data folder. It is re-read when it changes on disk, so
 * credentials created by the CLI work without restarting the server. A
 * damaged file throws DataFileError (a logged 500 while running).
 */
/*
 * Right secrets recently checked, so that a client asking for tokens again
 * does not wait for scrypt behind other clients' checks (issue 32, finding 4).
 * Entries are HMACs under a key that lives only in this process, of the app
 * id, its stored hash and the secret: a guess can only hit one by being the
 * secret, a new secret (new hash) misses, and nothing in memory is a hash an
 * attacker could use offline. Bounded and short-lived.
 */
const VERIFIED_TTL_MS = 10 * 60_000;
const VERIFIED_MAX = 10_000;

export class CredentialsStore {
  private readonly file: WatchedJsonFile<AppCredential[]>;
  private readonly verifiedKey = randomBytes(32);
  private readonly verified = new Map<string, number>();

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = new WatchedJsonFile(
      join(dataDir, CREDENTIALS_FILE),
      parseCredentials,
      'Restore it from a backup, or delete it together with demo-credentials.json to create new demo apps at the next start (other apps are then lost)',
    );
  }

  get path() {
    return this.file.file;
  }

  exists(): boolean {
    return this.file.exists();
  }

  list(): AppCredential[] {
    return this.file.read() ?? [];
  }

  find(appId: string): AppCredential | undefined {
    return this.list().find((a) => a.appId === appId);
  }

  /**
   * The app when the secret matches its stored hash. An unknown app id is
   * checked against a dummy hash, so it takes as long to refuse as a wrong secret.
   * `ticket` says whose check it is (the scrypt pool serves clients fairly); a
   * right secret checked in the last ten minutes is not checked again.
   */
  async verify(appId: string, appSecret: string, ticket?: CheckTicket): Promise<AppCredential | undefined> {
    const app = this.find(appId);
    const mark =
      app &&
      createHmac('sha256', this.verifiedKey)
        .update(`${app.appId}\0${app.secretHash}\0${appSecret}`)
        .digest('base64url');
    if (mark && (this.verified.get(mark) ?? 0) > Date.now()) return app;
    const matches = await verifySecret(appSecret, app?.secretHash ?? DUMMY_HASH, ticket);
    if (!app || !matches) return undefined;
    this.verified.delete(mark!);
    if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(mark!, Date.now() + VERIFIED_TTL_MS);
    return app;
  }

  /** Creates an app; the secret is returned once and only its salted hash is written. */
  async create(userEmail: string, accountIds: number[], nowMs = Date.now()) {
    const appId = newAppId();
    const appSecret = newAppSecret();
    const app: AppCredential = {
      appId,
      secretHash: await hashSecret(appSecret),
      userEmail,
      accountIds: [...accountIds],
      createdAt: new Date(nowMs).toISOString(),
    };
    this.file.write({ apps: [...this.list(), app] });
    return { appId, appSecret, app };
  }
}
