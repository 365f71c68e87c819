import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureBuild } from './lib/build.ts';
import { buildDir, defaultLocale, locales, repoRoot } from './lib/paths.ts';
import { buildSiteServer } from './site-server/app.ts';
import { createPartnerMock } from './lib/partner-mock.ts';

// `npm start`: the production site in every locale (rebuilt only when its
// inputs changed) on PORT (3000), the Query API sandbox on SANDBOX_PORT (8080),
// and the mock of the partner APIs on PARTNER_MOCK_PORT (4010).
const port = Number(process.env.PORT ?? 3000);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 8080);
const partnerMockPort = Number(process.env.PARTNER_MOCK_PORT ?? 4010);
const children: ChildProcess[] = [];

const result = await ensureBuild({ outDir: buildDir });
console.log(result === 'reused' ? 'Site unchanged since the last build: reusing site/build.' : 'Site built.');

if (fs.existsSync(path.join(repoRoot, 'query-api/src/server.ts'))) {
  children.push(
    spawn('npm', ['run', 'start', '-w', 'query-api'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(sandboxPort) },
    }),
  );
}

const partnerMock = await createPartnerMock();
await partnerMock.listen({ port: partnerMockPort, host: '127.0.0.1' });
console.log(`Partner API mock (examples of site/static/openapi): http://localhost:${partnerMockPort}`);

const site = await buildSiteServer({ root: buildDir, locales, defaultLocale });
await site.listen({ port, host: '127.0.0.1' });
console.log(`\nAcme Documentation: http://localhost:${port}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    void partnerMock.close();
    void site.close();
    process.exit(0);
  });
}
