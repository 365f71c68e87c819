import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site.ts';
import type { Sdk, Platform } from '@acme-docs/site/data/sdks';
import type { ApiPageSource } from '@acme-docs/site/api-pages';

// site/ is a CommonJS package whose TypeScript modules Playwright's loader does
// not transpile, so the site's data modules are read once through tsx instead.
const script = `
  const load = async (file) => { const m = await import(file); return m.default ?? m; };
  const { sdks } = await load(${JSON.stringify(path.join(repoRoot, 'site/src/data/sdks.ts'))});
  const { referralSignature } = await load(${JSON.stringify(path.join(repoRoot, 'site/src/data/referral-signature.ts'))});
  const { apiPages, apiIndexRoute } = await load(${JSON.stringify(path.join(repoRoot, 'site/src/plugins/openapi-reference/apis.ts'))});
  console.log(JSON.stringify({ sdks, referralSignature, apiPages, apiIndexRoute }));`;

export const siteData = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  }),
) as {
  sdks: Record<Platform, Omit<Sdk, 'install'>>;
  referralSignature: { testVector: { signature: string } };
  apiPages: ApiPageSource[];
  apiIndexRoute: string;
};
