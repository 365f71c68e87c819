// npm run credentials -w query-api -- --email you@example.com --accounts 1001,1002
// Creates an app id and secret for the sandbox. The secret is printed once;
// the data folder keeps only its salted scrypt hash.
import { parseArgs } from 'node:util';
import { CredentialsStore } from '../src/auth/credentials-store.js';
import { configFromEnv } from '../src/config.js';
import { DEMO_ACCOUNTS } from '../src/store/accounts.js';

const usage = 'Usage: npm run credentials -w query-api -- --email <e-mail> --accounts <id,id,…> [--data-dir <folder>]';

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let values: { email?: string; accounts?: string; 'data-dir'?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      accounts: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  fail((err as Error).message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email?.trim();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) fail('--email must be an e-mail address.');
const known = new Set(DEMO_ACCOUNTS.map((a) => a.accountId));
const ids = (values.accounts ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map(Number);
const unknown = ids.filter((id) => !Number.isInteger(id) || !known.has(id));
if (unknown.length) fail(`Unknown account id(s): ${unknown.join(', ')}. Sandbox accounts: ${[...known].join(', ')}.`);

const dataDir = values['data-dir'] ?? configFromEnv().dataDir;
const { appId, appSecret } = await new CredentialsStore(dataDir).create(email, [...new Set(ids)]);
console.log(
  [
    `App id:     ${appId}`,
    `App secret: ${appSecret}`,
    `User:       ${email}, accounts: ${ids.length ? ids.join(', ') : 'none'}`,
    '',
    'Copy the secret now: it is shown only once. The sandbox stores only a salted scrypt hash of it.',
  ].join('\n'),
);
