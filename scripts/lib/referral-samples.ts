import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { referralSignature } from '@acme-docs/site/data/referral-signature';
import type { DocPage } from './docs-content.ts';

// Runs the Node.js and Python verifiers of the validate-referrals pages against
// the published test vector, plus the tampered, unsigned, expired and
// future-dated variants every correct implementation must reject.

const { testVector: v, maxAgeSeconds, maxFutureSkewSeconds } = referralSignature;
const timestamp = Number(new URL(v.url).searchParams.get('acme_ts'));

export const referralCases = [
  { name: 'the published vector', url: v.url, secret: v.secret, now: v.now, expected: 'valid' },
  {
    name: 'a changed campaign id',
    url: v.url.replace('acme_cmp=48213', 'acme_cmp=48214'),
    secret: v.secret,
    now: v.now,
    expected: 'invalid',
  },
  { name: 'another secret', url: v.url, secret: `${v.secret}x`, now: v.now, expected: 'invalid' },
  {
    name: 'no signature',
    url: v.url.replace(/&acme_sig=[0-9a-f]+/, ''),
    secret: v.secret,
    now: v.now,
    expected: 'missing',
  },
  {
    name: 'an expired referral',
    url: v.url,
    secret: v.secret,
    now: timestamp + maxAgeSeconds + 60,
    expected: 'expired',
  },
  {
    name: 'a timestamp ahead of the clock',
    url: v.url,
    secret: v.secret,
    now: timestamp - maxFutureSkewSeconds - 60,
    expected: 'invalid',
  },
  {
    name: 'parameters in another order',
    url: v.url.replace(
      'acme_cid=7f3c9e12-5a4b-4d8e-9c21-0b6f8a3d2e71&acme_cmp=48213',
      'acme_cmp=48213&acme_cid=7f3c9e12-5a4b-4d8e-9c21-0b6f8a3d2e71',
    ),
    secret: v.secret,
    now: v.now,
    expected: 'valid',
  },
] as const;

export const referralSampleTitles = { nodejs: 'verify-referral.mjs', python: 'verify_referral.py' } as const;

function sampleOf(page: DocPage, title: string): string {
  const sample = page.samples.find((s) => s.title === title);
  if (!sample) throw new Error(`${page.relative}: no code block titled "${title}"`);
  return sample.code;
}

/** What each case returned, in the order of referralCases. */
export function runReferralSample(kind: keyof typeof referralSampleTitles, page: DocPage): string[] {
  const title = referralSampleTitles[kind];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'referral-sample-'));
  try {
    fs.writeFileSync(path.join(dir, title), sampleOf(page, title));
    const input = JSON.stringify(referralCases);
    const output =
      kind === 'nodejs'
        ? execFileSync(
            process.execPath,
            [
              '--input-type=module',
              '-e',
              `
            import { verifyReferral } from ${JSON.stringify(path.join(dir, title))};
            const cases = JSON.parse(${JSON.stringify(input)});
            console.log(JSON.stringify(cases.map((c) => verifyReferral(c.url, c.secret, c.now))));`,
            ],
            { encoding: 'utf8', timeout: 20_000 },
          )
        : execFileSync(
            'python3',
            [
              '-c',
              `
import json, sys
sys.path.insert(0, ${JSON.stringify(dir)})
from verify_referral import verify_referral
cases = json.loads(sys.stdin.read())
print(json.dumps([verify_referral(c["url"], c["secret"], c["now"]) for c in cases]))`,
            ],
            { encoding: 'utf8', input, timeout: 20_000 },
          );
    return JSON.parse(output.trim().split('\n').pop()!) as string[];
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
