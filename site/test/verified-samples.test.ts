import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { VFile } from 'vfile';
import remarkVerifiedSamples from '../src/plugins/verified-samples/remark-verified-samples.ts';
import { readRecord, sampleKey } from '../src/plugins/verified-samples/record.ts';

// The build marks each Query API sample of a reporting page with its recorded
// run, and stops on a sample that has none.

const page = 'developers/api-reference/reporting/query-api.md';
const [key, run] = Object.entries(readRecord().samples).find(([k]) => k.startsWith(`${page}#`))!;
const fence = (code: string) => `Intro.\n\n\`\`\`bash\n${code}\n\`\`\`\n`;
const transform = (markdown: string, file: string) => {
  const tree = fromMarkdown(markdown);
  remarkVerifiedSamples()(tree as never, new VFile({ path: file }));
  return tree;
};

test('a recorded sample carries its statuses and its answer, on English and translated pages alike', () => {
  // The record is keyed by the code: the page's sample whose key this is.
  const source = fs.readFileSync(path.join(__dirname, '../docs', page), 'utf8');
  const sample = [...source.matchAll(/```bash\n([\s\S]*?)\n```/g)]
    .map((m) => m[1]!)
    .find((c) => sampleKey(page, c) === key)!;
  for (const file of [
    path.join(__dirname, '../docs', page),
    path.join(__dirname, '../i18n/ja/docusaurus-plugin-content-docs/current', page),
  ]) {
    const tree = transform(fence(sample), file);
    const code = tree.children.find((n) => n.type === 'code')!;
    const attributes = (code.data as { attributes: { name: string; value: unknown }[] }).attributes;
    assert.deepEqual(
      attributes.map((a) => a.name),
      ['verifiedStatus', 'verifiedRun'],
    );
    assert.equal(
      attributes[0]!.value,
      run.calls
        .filter((c) => c.path.startsWith('/v1/query/'))
        .map((c) => c.status)
        .join(', '),
    );
    assert.equal(tree.children[0]!.type, 'mdxjsEsm');
  }
});

test('a sample with no recorded run stops the build, naming its file and line', () => {
  const file = path.join(__dirname, '../docs', page);
  assert.throws(
    () =>
      transform(
        fence('curl -s https://api.acme.example/v1/query/accounts/ -H "Authorization: Bearer $TOKEN" # new'),
        file,
      ),
    (error: Error) => error.message.startsWith(`${file}:3: this Query API sample has no recorded run`),
  );
});

test('pages other than the reporting pages are left alone', () => {
  const tree = transform(
    fence('curl https://api.acme.example/v1/query/accounts/'),
    path.join(__dirname, '../docs/glossary.md'),
  );
  assert.equal(tree.children[0]!.type, 'paragraph');
});
