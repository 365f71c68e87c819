import { test } from 'node:test';
import assert from 'node:assert/strict';
import { insightLimits } from '../src/data/insights.ts';
import { maskPersonalData, recordedQuery } from '../src/data/insights-mask.ts';

// Issue #31: what a reader typed is masked before it leaves the page.

test('e-mail addresses are masked, whole or half typed, but not package versions', () => {
  assert.equal(maskPersonalData('reset jenny.rosen@example.com password'), 'reset [email] password');
  assert.equal(maskPersonalData('contact:ana.lopez@northwind.example'), '[email]');
  assert.equal(maskPersonalData('jenny.rosen@exa'), '[email]');
  assert.equal(maskPersonalData('jenny@'), '[email]');
  assert.equal(maskPersonalData('acme-sdk@2.1.0 changelog'), 'acme-sdk@2.1.0 changelog');
  assert.equal(maskPersonalData('npm i @acme/web'), 'npm i @acme/web');
});

test('tokens and secrets are masked: JWTs, named credentials, vendor keys, long mixed runs', () => {
  const jwt = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhcHAifQ.c2lnbmF0dXJl';
  assert.equal(maskPersonalData(`token ${jwt} expired`), 'token [token] expired');
  assert.equal(maskPersonalData('Authorization: Bearer abcdEFGH1234'), 'Authorization: Bearer [secret]');
  assert.equal(maskPersonalData('api_key=live123 not working'), 'api_key=[secret] not working');
  assert.equal(maskPersonalData('password: hunter2'), 'password: [secret]');
  assert.equal(maskPersonalData('sk_live_51Habc123XYZ'), '[secret]');
  assert.equal(maskPersonalData('ghp_0123456789abcdefABCDEF'), '[secret]');
  assert.equal(maskPersonalData('app secret 9f86d081884c7d659a2feaa0c55ad015'), 'app secret [secret]');
  assert.equal(maskPersonalData('pub00000000000000000000000000000000'), '[secret]');
});

test('long digit runs (card, phone numbers) are masked', () => {
  assert.equal(maskPersonalData('refund 4242 4242 4242 4242'), 'refund [number]');
  assert.equal(maskPersonalData('call +14155550123'), 'call [number]');
  assert.equal(maskPersonalData('order TT-10442'), 'order TT-10442');
});

test('ordinary queries pass unchanged, long doc words included', () => {
  for (const query of [
    'sandbox',
    'clickthru_acquisitions',
    'total_page_transactions per day',
    'selectPlacements attributes',
    'サンドボックス 設定',
    'référence du SDK',
    'HTTP 429',
    'G-TEST000000',
  ])
    assert.equal(maskPersonalData(query), query);
});

test('a recorded query is masked first, then cut to 64 characters', () => {
  const long = `${'a'.repeat(60)} jenny.rosen@example.com`;
  assert.equal(recordedQuery(long), `${'a'.repeat(60)} [em`);
  assert.ok(recordedQuery('x'.repeat(100)).length <= insightLimits.queryLength);
  assert.equal(recordedQuery('  sandbox  '), 'sandbox');
});
