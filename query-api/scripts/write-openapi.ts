// npm run openapi: writes openapi.json from the route schemas. A test fails
// when the committed file and the code disagree.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from '../src/openapi-document.js';

const target = new URL('../openapi.json', import.meta.url);
writeFileSync(target, await openApiDocument());
console.log(`Wrote ${target.pathname}`);
