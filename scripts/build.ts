import { ensureBuild } from './lib/build.ts';
import { buildDir } from './lib/paths.ts';

// `npm run build`: the production site in every locale, skipped when nothing changed.
console.log(`Site build: ${await ensureBuild({ outDir: buildDir })}`);
