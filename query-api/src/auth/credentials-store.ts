import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashSecret, newAppId, newAppSecret, verifySecret } from './secrets.js';

export const CREDENTIALS_FILE = 'credentials.json';

/** One API client ("personal API credentials" of a user). The secret itself is never kept. */
export interface AppCredential {
  appId: string;
  secretHash: string;
  userEmail: string;
  accountIds: number[];
  createdAt: string;
}

/**
 * A JSON file in the data folder. It is re-read when it changes on disk, so
 * credentials created by the CLI work without restarting the server.
 */
export class CredentialsStore {
  private readonly file: string;
  private cache: { mtimeMs: number; size: number; apps: AppCredential[] } | undefined;

  constructor(dataDir: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, CREDENTIALS_FILE);
  }

  list(): AppCredential[] {
    if (!existsSync(this.file)) return [];
    const st = statSync(this.file);
    if (!this.cache || this.cache.mtimeMs !== st.mtimeMs || this.cache.size !== st.size) {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as { apps: AppCredential[] };
      this.cache = { mtimeMs: st.mtimeMs, size: st.size, apps: parsed.apps };
    }
    return this.cache.apps;
  }

  find(appId: string): AppCredential | undefined {
    return this.list().find((a) => a.appId === appId);
  }

  /** The app when the secret matches its stored hash. */
  async verify(appId: string, appSecret: string): Promise<AppCredential | undefined> {
    const app = this.find(appId);
    if (!app) return undefined;
    return (await verifySecret(appSecret, app.secretHash)) ? app : undefined;
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
    const apps = [...this.list(), app];
    // Write-then-rename, so a running server never reads half a file.
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify({ apps }, null, 2) + '\n', { mode: 0o600 });
    renameSync(tmp, this.file);
    this.cache = undefined;
    return { appId, appSecret, app };
  }
}
