import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fold, searchEntries } from '../src/components/SearchPage/match.ts';

const entries = [
  { title: 'Glossary', description: 'Words used across Acme: CPA, referral, sandbox.', path: '/glossary' },
  { title: 'Query API', description: 'Read campaign reports.', path: '/q' },
  { title: 'Résumé des campagnes', description: 'Campagnes et rapports.', path: '/fr/c' },
  { title: 'Sandbox testing', description: 'Test traffic that is never billed.', path: '/sandbox' },
];

test('folds case and accents', () => {
  assert.equal(fold('Résumé CPA'), 'resume cpa');
});

test('every term must match; title matches rank first', () => {
  assert.deepEqual(searchEntries(entries, 'sandbox').map((e) => e.path), ['/sandbox', '/glossary']);
  assert.deepEqual(searchEntries(entries, 'campaign reports').map((e) => e.path), ['/q']);
  assert.deepEqual(searchEntries(entries, 'resume').map((e) => e.path), ['/fr/c']);
});

test('an empty query finds nothing, an unknown word finds nothing', () => {
  assert.deepEqual(searchEntries(entries, '   '), []);
  assert.deepEqual(searchEntries(entries, 'kubernetes'), []);
});
