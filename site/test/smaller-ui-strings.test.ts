import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

// The loader of src/plugins/smaller-ui-strings, on sources shaped like the ones it gets.
const require = createRequire(import.meta.url);
const translatorNotes = require('../src/plugins/smaller-ui-strings/translator-notes.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

const run = (source: string, resourcePath: string) => translatorNotes.call({ resourcePath }, source);

test('translator notes leave translate() calls and <Translate> elements, and nothing else', () => {
  const source = [
    "import Translate, { translate } from '@docusaurus/Translate';",
    "const a = translate({ id: 'x.one', message: 'One', description: 'A note' });",
    "const b = translate({ description: 'First', id: 'x.two', message: 'Two' }, { n: 1 });",
    "const c = translate({ id: 'x.three', description:\n  'Long ' +\n  'note' });",
    "const metadata = { title: 'Page', description: 'kept: not a translation' };",
    'export const D = () => <Translate id="x.four" description="A note">Four</Translate>;',
    'export const E = () => <Meta description="kept" />;',
  ].join('\n');
  const out = run(source, '/site/src/components/X/index.jsx');
  assert.doesNotMatch(out, /A note|First|Long|'note'/);
  assert.match(out, /translate\(\{ id: 'x\.one', message: 'One' \}\)/);
  assert.match(out, /translate\(\{ id: 'x\.two', message: 'Two' \}, \{ n: 1 \}\)/);
  assert.match(out, /translate\(\{ id: 'x\.three' \}\)/);
  assert.match(out, /description: 'kept: not a translation'/);
  assert.match(out, /<Translate id="x\.four" >Four<\/Translate>/);
  assert.match(out, /<Meta description="kept" \/>/);
});

test('translator notes: TypeScript parses, and a file without notes comes back as it was', () => {
  const ts = "const label: string = translate({ id: 'y', message: 'Y', description: 'note' } as const);";
  assert.equal(run(ts, '/a.ts'), "const label: string = translate({ id: 'y', message: 'Y' } as const);");
  const plain = "export const description = 'no translate here';";
  assert.equal(run(plain, '/b.js'), plain);
});
