import { test } from 'node:test';
import assert from 'node:assert/strict';
import { securityTxt, validityDays } from '../src/plugins/security-txt/security-txt.ts';

// RFC 9116: the fields a security.txt must and should carry, in their formats.
const text = securityTxt({
  siteUrl: 'https://docs.acme.example',
  mainUrl: 'https://www.acme.example',
  languages: ['en', 'ja', 'fr'],
  now: new Date('2026-11-23T12:34:56Z'),
});
const fields = new Map(
  text
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 2)]),
);

test('security.txt has a Contact on the .example domain and exactly one Expires, less than a year away', () => {
  assert.match(fields.get('Contact') ?? '', /^mailto:[^@]+@acme\.example$/);
  assert.equal(text.match(/^Expires:/gm)?.length, 1);
  const expires = Date.parse(fields.get('Expires')!);
  assert.match(fields.get('Expires')!, /^\d{4}-\d\d-\d\dT00:00:00Z$/);
  const days = (expires - Date.parse('2026-11-23T12:34:56Z')) / 86_400_000;
  assert.ok(days > validityDays - 1 && days < 365, `${days} days`);
});

test('security.txt names its canonical address, languages and the trust center policy', () => {
  assert.equal(fields.get('Canonical'), 'https://docs.acme.example/.well-known/security.txt');
  assert.equal(fields.get('Preferred-Languages'), 'en, ja, fr');
  assert.equal(fields.get('Policy'), 'https://docs.acme.example/trust-center#report-a-vulnerability');
  assert.match(fields.get('Encryption') ?? '', /^https:\/\//);
  assert.ok(text.endsWith('\n'));
});
