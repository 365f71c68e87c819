import { createStaticServer } from './lib/static-server.ts';
import { buildDir, defaultLocale, locales } from './lib/paths.ts';

// Serves the production build (site/build) without rebuilding it.
const port = Number(process.env.PORT ?? 3000);
const server = createStaticServer({ root: process.env.SITE_BUILD_DIR ?? buildDir, locales, defaultLocale });
server.listen(port, '127.0.0.1', () => {
  console.log(`Acme Documentation: http://localhost:${port}`);
});
