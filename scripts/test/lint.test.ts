import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';
import { repoRoot } from '../lib/paths.ts';

// The lint step of `npm test` must fail on a planted violation: each rule set
// the configuration promises catches its kind of mistake in the file it covers.
const eslint = new ESLint({ cwd: repoRoot });
const rulesBroken = async (code: string, file: string) =>
  (await eslint.lintText(code, { filePath: path.join(repoRoot, file) }))[0]!.messages.map((m) => m.ruleId);

test('typescript-eslint catches an explicit any and an unused variable', async () => {
  const rules = await rulesBroken('const unused = 1;\nexport const f = (x: any) => x;\n', 'scripts/lib/planted.ts');
  assert.deepEqual(rules.sort(), ['@typescript-eslint/no-explicit-any', '@typescript-eslint/no-unused-vars']);
});

test("React's hook rules catch a hook called conditionally in a site component", async () => {
  const code = `import { useState } from 'react';
export default function Planted({ on }: { on: boolean }) {
  if (on) useState(0);
  return null;
}
`;
  assert.deepEqual(await rulesBroken(code, 'site/src/components/Planted/index.tsx'), ['react-hooks/rules-of-hooks']);
});

test('jsx-a11y catches an image without alternative text', async () => {
  const code = `export default function Planted() {
  return <img src="/img/logo.svg" />;
}
`;
  assert.deepEqual(await rulesBroken(code, 'site/src/components/Planted/index.tsx'), ['jsx-a11y/alt-text']);
});

test('Prettier finds code not in its layout', async () => {
  const file = path.join(repoRoot, 'scripts/lib/planted.ts');
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  assert.equal(await prettier.check('export const a = {b:1}\n', options), false);
  assert.equal(await prettier.check('export const a = { b: 1 };\n', options), true);
});
