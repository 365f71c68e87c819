import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { ensureBuild } from './lib/build.ts';
import { buildDir, defaultLocale, locales, repoRoot } from './lib/paths.ts';
import { buildSiteServer } from './site-server/app.ts';
import { createPartnerMock } from './lib/partner-mock.ts';
import { localPorts, localServerUrls, sandboxCorsOrigins } from './lib/local-servers.ts';
import { agents } from '@acme-docs/site/data/agents';
import { insightsPaths, localCollectorEnv } from './site-server/insights/config.ts';

// `npm start`: the production site in every locale (rebuilt only when its
// inputs changed) on PORT (3000), the Query API sandbox on SANDBOX_PORT (8080),
// and the mock of the partner APIs on PARTNER_MOCK_PORT (4010). The sandbox
// lets the site's origins call it, and the site tells its pages where the
// sandbox and the mock are.
const ports = localPorts();
const { site: port, sandbox: sandboxPort, partnerMock: partnerMockPort } = ports;
const children: ChildProcess[] = [];

const result = await ensureBuild({ outDir: buildDir, env: localCollectorEnv() });
console.log(result === 'reused' ? 'Site unchanged since the last build: reusing site/build.' : 'Site built.');

if (fs.existsSync(path.join(repoRoot, 'query-api/src/server.ts'))) {
  children.push(
    spawn('npm', ['run', 'start', '-w', 'query-api'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, PORT: String(sandboxPort), QUERY_API_CORS_ORIGINS: sandboxCorsOrigins(port) },
    }),
  );
}

const partnerMock = await createPartnerMock();
await partnerMock.listen({ port: partnerMockPort, host: '127.0.0.1' });
console.log(`Partner API mock (examples of site/static/openapi): http://localhost:${partnerMockPort}`);

const site = await buildSiteServer({
  root: buildDir,
  locales,
  defaultLocale,
  localServers: localServerUrls(ports),
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
});
await site.listen({ port, host: '127.0.0.1' });
console.log(`\nAcme Documentation: http://localhost:${port} (MCP: http://localhost:${port}${agents.mcpPath})`);
console.log(`Reader insights: http://localhost:${port}${insightsPaths.report} (or npm run insights)\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    void partnerMock.close();
    void site.close();
    process.exit(0);
  });
}
