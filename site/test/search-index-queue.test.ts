import { test } from 'node:test';
import assert from 'node:assert/strict';
import { oneIndexAtATime } from '../src/plugins/local-search/build-index.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('locales are indexed one at a time, in order, and a failed index does not hold up the next', async () => {
  const events: string[] = [];
  const job = (name: string, fail = false) => async () => {
    events.push(`${name} starts`);
    await tick();
    events.push(`${name} ends`);
    if (fail) throw new Error(`${name} failed`);
    return name;
  };
  const en = oneIndexAtATime(job('en', true));
  const ja = oneIndexAtATime(job('ja'));
  const fr = oneIndexAtATime(job('fr'));
  await assert.rejects(en, /en failed/);
  assert.equal(await ja, 'ja');
  assert.equal(await fr, 'fr');
  assert.deepEqual(events, ['en starts', 'en ends', 'ja starts', 'ja ends', 'fr starts', 'fr ends']);
});
