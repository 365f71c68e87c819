import { test } from 'node:test';
import assert from 'node:assert/strict';
import { htmlRedirectTarget, localeOfPath } from '../lib/normalize.ts';

test('.html and index.html endings are dropped (REQ-ROUTES-6)', () => {
  assert.equal(htmlRedirectTarget('/glossary.html'), '/glossary');
  assert.equal(htmlRedirectTarget('/developers/api-reference/index.html'), '/developers/api-reference/');
  assert.equal(htmlRedirectTarget('/index.html'), '/');
  assert.equal(htmlRedirectTarget('/ja/index.html'), '/ja/');
  assert.equal(htmlRedirectTarget('/ja/glossary.html'), '/ja/glossary');
});

test('an empty result becomes the root path', () => {
  assert.equal(htmlRedirectTarget('.html'), '/');
});

test('other paths are left alone', () => {
  assert.equal(htmlRedirectTarget('/glossary'), null);
  assert.equal(htmlRedirectTarget('/assets/js/main.js'), null);
  assert.equal(htmlRedirectTarget('/html'), null);
});

test('the locale of a path comes from its first segment', () => {
  const locales = ['en', 'ja', 'fr'];
  assert.equal(localeOfPath('/ja/glossary', locales, 'en'), 'ja');
  assert.equal(localeOfPath('/fr', locales, 'en'), 'fr');
  assert.equal(localeOfPath('/japan/glossary', locales, 'en'), 'en');
  assert.equal(localeOfPath('/en/glossary', locales, 'en'), 'en');
  assert.equal(localeOfPath('/', locales, 'en'), 'en');
});
