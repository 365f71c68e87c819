import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { stableDocument } from './plugins/openapi.js';
import type { ReportStore } from './store/repository.js';

const unused = () => {
  throw new Error('the OpenAPI document never reads data');
};
const noStore: ReportStore = {
  accounts: unused,
  account: unused,
  dataHours: unused,
  report: unused,
  totals: unused,
  check: async () => {},
  close: async () => {},
};

/** The OpenAPI document as committed in openapi.json: built from the route schemas, no data needed. */
export async function openApiDocument(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'query-api-openapi-'));
  try {
    const app = await buildApp({ store: noStore, dataDir: dir, demoCredentials: false });
    await app.ready();
    const doc = stableDocument(app.swagger());
    await app.close();
    return doc;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
