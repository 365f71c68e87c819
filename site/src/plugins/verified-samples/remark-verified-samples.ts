import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { attribute, contentFile, importNode, variableAttribute } from '../mdx-auto-import';
import {
  isQuerySample,
  isReportingPage,
  markedStatuses,
  ranWell,
  readRecord,
  recordFile,
  responseText,
  sampleKey,
} from './record';

export const runFileExtension = '.verified-run';
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Beside the bundler's cache, as the diagrams' files. */
const runFilesDir = path.join(siteDir, 'node_modules/.cache/acme-verified-runs');

/** The page's path inside its docs folder, whatever its locale; undefined for any other file. */
function docsRelative(file: string): string | undefined {
  const relative = path.relative(siteDir, file).split(path.sep).join('/');
  return (
    /^docs\/(.+)$/.exec(relative)?.[1] ??
    /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/.exec(relative)?.[1]
  );
}

/**
 * Marks each Query API sample of a reporting page with its run against the
 * sandbox, as `npm test` recorded it (record.ts): the statuses, and the
 * recorded answers as a file the page imports. A sample with no recorded run,
 * or whose run failed, fails the build with its page and line. The attributes
 * ride on the code node to `<CodeBlock>` (remark-code-blocks.ts).
 */
export default function remarkVerifiedSamples() {
  return (tree: Root, vfile: VFile) => {
    const page = docsRelative(vfile.path);
    if (!page || !isReportingPage(page)) return;
    const record = readRecord();
    const imports: ReturnType<typeof importNode>[] = [];
    visit(tree, 'code', (node: Code) => {
      const language = node.lang ?? 'text';
      if (!isQuerySample(language, node.value)) return;
      const where = `${vfile.path}:${node.position?.start.line ?? '?'}`;
      const run = record.samples[sampleKey(page, node.value)];
      const rerun =
        'UPDATE_VERIFIED_SAMPLES=1 npm exec -- node --import tsx --test scripts/test/reporting-samples.test.ts';
      if (!run)
        throw new Error(
          `${where}: this Query API sample has no recorded run against the sandbox in ${path.relative(siteDir, recordFile)}. Record it with: ${rerun}`,
        );
      if (!ranWell(run))
        throw new Error(
          `${where}: this Query API sample failed against the sandbox (${run.calls.map((c) => `${c.method} ${c.path} → ${c.status}`).join(', ')}). Fix it, then record it with: ${rerun}`,
        );
      const variable = `verifiedRun${imports.length}`;
      imports.push(
        importNode(contentFile(runFilesDir, runFileExtension, responseText(run)), [
          { local: variable, imported: 'default' },
        ]),
      );
      const data = (node.data ??= {}) as { attributes?: unknown[] };
      data.attributes = [
        attribute('verifiedStatus', markedStatuses(run).join(', ')),
        variableAttribute('verifiedRun', variable),
      ];
    });
    tree.children.unshift(...imports);
  };
}
