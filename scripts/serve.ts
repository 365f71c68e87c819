import { buildSiteServer } from './site-server/app.ts';
import { buildDir, defaultLocale, locales } from './lib/paths.ts';

// Serves the production build (site/build) without rebuilding it.
const port = Number(process.env.PORT ?? 3000);
const server = await buildSiteServer({ root: process.env.SITE_BUILD_DIR ?? buildDir, locales, defaultLocale });
await server.listen({ port, host: '127.0.0.1' });
console.log(`Acme Documentation: http://localhost:${port}`);
