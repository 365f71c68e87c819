import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';
import { openApiFacts, openApiFiles } from '../../data/facts/openapi.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const openApiModule = path.resolve(here, '../../data/facts/openapi.ts');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// The facts modules (src/data/facts) read some facts from the OpenAPI files,
// which takes Node's fs and a YAML parser. In the bundle, that one module
// becomes the values it read, so the pages carry a few numbers, not a parser.
// Our own, five lines: the values are computed here, in Node, where the config
// already runs TypeScript; the loader only hands them to the bundle.
export default function factsPlugin(): Plugin {
  return {
    name: 'acme-facts',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: new RegExp(`^${escape(openApiModule)}$`),
            enforce: 'pre' as const,
            use: [
              {
                loader: path.join(here, 'values-loader.cjs'),
                options: {
                  code: `export const openApiFacts = ${JSON.stringify(openApiFacts)};\n`,
                  dependencies: openApiFiles(),
                },
              },
            ],
          },
        ],
      },
    }),
  };
}
