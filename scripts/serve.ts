import { buildSiteServer } from './site-server/app.ts';
import { buildDir, defaultLocale, locales } from './lib/paths.ts';
import { localPorts, localServerUrls } from './lib/local-servers.ts';

// Serves the production build (site/build) without rebuilding it. Its pages
// call the sandbox and the mock where SANDBOX_PORT and PARTNER_MOCK_PORT say,
// as under npm start.
const ports = localPorts();
const port = ports.site;
const server = await buildSiteServer({
  root: process.env.SITE_BUILD_DIR ?? buildDir,
  locales,
  defaultLocale,
  localServers: localServerUrls(ports),
});
await server.listen({ port, host: '127.0.0.1' });
console.log(`Acme Documentation: http://localhost:${port}`);
