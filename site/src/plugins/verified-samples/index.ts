import type { Plugin } from '@docusaurus/types';
import { runFileExtension } from './remark-verified-samples';

export { default as remarkVerifiedSamples } from './remark-verified-samples';

// Loads the recorded answers of the Query API samples (remark-verified-samples.ts)
// as diagrams are loaded: their text in the server's render, which writes it into
// the HTML, and a file's URL in the browser bundle, fetched only when a reader
// opens the answer on a page reached by a link (theme/CodeBlock/VerifiedRun.tsx).
export default function verifiedSamplesPlugin(): Plugin {
  return {
    name: 'acme-verified-samples',
    configureWebpack: (_config, isServer) => {
      const test = new RegExp(`\\${runFileExtension}$`);
      return {
        module: {
          rules: [
            isServer
              ? { test, type: 'asset/source' }
              : { test, type: 'asset/resource', generator: { filename: 'assets/runs/[contenthash:12].txt' } },
          ],
        },
      };
    },
  };
}
