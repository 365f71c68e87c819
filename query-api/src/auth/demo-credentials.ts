import { join } from 'node:path';
import { WatchedJsonFile } from '../data-folder.js';
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

export function demoCredentialsFile(dataDir: string) {
  return new WatchedJsonFile<DemoCredential[]>(
    join(dataDir, DEMO_CREDENTIALS_FILE),
    (json) => {
      if (!Array.isArray(json) || !json.every((d) => typeof d?.appId === 'string' && typeof d.appSecret === 'string')) {
        throw new Error('it is not a list of { appId, appSecret, userEmail, accountIds }');
      }
      return json as DemoCredential[];
    },
    'Delete it to create new demo apps at the next start',
  );
}

/**
 * The sandbox's demo apps. Their secrets are kept in plain text in
 * demo-credentials.json on purpose (it is how a developer gets started);
 * the credentials store itself holds only hashes, as for any other app.
 * Returns a notice when the demo apps had to be created again.
 */
export async function ensureDemoCredentials(dataDir: string, store: CredentialsStore): Promise<string | undefined> {
  const file = demoCredentialsFile(dataDir);
  const existing = file.read();
  if (existing && existing.every((d) => store.find(d.appId))) return undefined;
  const notice = existing
    ? `${store.path}: the demo apps listed in ${file.file} were missing from it, so new demo apps were created (see ${file.file}).`
    : undefined;
  const demo: DemoCredential[] = [];
  for (const u of DEMO_USERS) {
    const { appId, appSecret } = await store.create(u.userEmail, u.accountIds);
    demo.push({ appId, appSecret, userEmail: u.userEmail, accountIds: u.accountIds });
  }
  file.write(demo);
  return notice;
}
