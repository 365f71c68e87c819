import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialsStore } from './credentials-store.js';

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';

export interface DemoCredential {
  appId: string;
  appSecret: string;
  userEmail: string;
  accountIds: number[];
}

// One user who sees several accounts, one who sees a different single account.
const DEMO_USERS = [
  { userEmail: 'demo.agency@acme.example', accountIds: [1001, 1002, 1003, 1004, 1006] },
  { userEmail: 'demo.partner@harbour-eats.example', accountIds: [1005] },
];

/**
 * The sandbox's demo apps. Their secrets are kept in plain text in
 * demo-credentials.json on purpose (it is how a developer gets started);
 * the credentials store itself holds only hashes, as for any other app.
 */
export async function ensureDemoCredentials(dataDir: string, store: CredentialsStore): Promise<DemoCredential[]> {
  const file = join(dataDir, DEMO_CREDENTIALS_FILE);
  if (existsSync(file)) {
    const demo = JSON.parse(readFileSync(file, 'utf8')) as DemoCredential[];
    if (demo.every((d) => store.find(d.appId))) return demo;
  }
  const demo: DemoCredential[] = [];
  for (const u of DEMO_USERS) {
    const { appId, appSecret } = await store.create(u.userEmail, u.accountIds);
    demo.push({ appId, appSecret, userEmail: u.userEmail, accountIds: u.accountIds });
  }
  writeFileSync(file, JSON.stringify(demo, null, 2) + '\n', { mode: 0o600 });
  return demo;
}
