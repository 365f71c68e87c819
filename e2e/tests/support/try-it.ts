import fs from 'node:fs';
import path from 'node:path';
import { e2ePortOffset } from '@acme-docs/scripts/lib/analytics-build';
import { repoRoot } from './site.ts';

// The servers the try-it panels call in the browser tests: the ports of
// `npm start` (8080, 4010) shifted by E2E_PORT_OFFSET like every test port.
const sandboxPort = 8080 + e2ePortOffset;
const mockPort = 4010 + e2ePortOffset;
export const tryItServers = {
  sandboxPort,
  mockPort,
  sandbox: `http://localhost:${sandboxPort}`,
  mock: `http://localhost:${mockPort}`,
} as const;

/** The demo user the sandbox writes at start-up (query-api/README.md, "Data folder"). */
export function demoCredentials(): { appId: string; appSecret: string; accountIds: string[] } {
  const dataDir = process.env.QUERY_API_DATA_DIR || path.join(repoRoot, 'query-api/.data');
  const users = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as {
    appId: string;
    appSecret: string;
    accountIds: string[];
  }[];
  return users[0]!;
}
