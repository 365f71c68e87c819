import assert from 'node:assert/strict';
import test from 'node:test';
import { withFrenchApiTextSpacing } from '../lib/overlay-files.ts';
import { frenchTextProblems } from '../lib/termbase.ts';

test('--mark spaces French API texts before : ; ? ! and inside guillemets, never inside code spans', () => {
  const text = 'Les erreurs répondent `{"message" : "..."}` ; renvoyez `cursor : x` ? Oui : « voir `a ; b` » !';
  const spaced = withFrenchApiTextSpacing(text);
  assert.equal(
    spaced,
    'Les erreurs répondent `{"message" : "..."}`\u00a0; renvoyez `cursor : x`\u00a0? Oui\u00a0: «\u00a0voir `a ; b`\u00a0»\u00a0!',
  );
  // The prose passes the drift report's check; the code spans are byte for byte the originals.
  assert.deepEqual(frenchTextProblems(spaced.replace(/`[^`]*`/g, '')), []);
  assert.deepEqual(spaced.match(/`[^`]*`/g), text.match(/`[^`]*`/g));
  // Marking twice changes nothing.
  assert.equal(withFrenchApiTextSpacing(spaced), spaced);
});
