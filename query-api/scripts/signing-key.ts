// npm run signing-key -w query-api -- rotate [--data-dir <folder>]
// npm run signing-key -w query-api -- new-jwk
// rotate: a new ES256 key signs new tokens from now on; the previous key still
// verifies (and stays in /.well-known/jwks.json) until the tokens it signed
// have expired, then the next rotation drops it. A running sandbox picks the
// change up without a restart.
// new-jwk: prints a new private JWK for QUERY_API_SIGNING_KEY.
import { parseArgs } from 'node:util';
import { newStoredKey, SigningKeys } from '../src/auth/signing-keys.js';
import { KEY_GRACE_MS } from '../src/auth/tokens.js';
import { configFromEnv } from '../src/config.js';

const usage = 'Usage: npm run signing-key -w query-api -- rotate [--data-dir <folder>] | new-jwk';

let parsed: ReturnType<
  typeof parseArgs<{
    options: { 'data-dir': { type: 'string' }; help: { type: 'boolean'; short: 'h' } };
    allowPositionals: true;
  }>
>;
try {
  parsed = parseArgs({
    options: { 'data-dir': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: true,
  });
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const [command] = parsed.positionals;
if (parsed.values.help || !command) {
  console.log(usage);
  process.exit(parsed.values.help ? 0 : 2);
}

try {
  if (command === 'new-jwk') {
    const { kid, privateJwk } = await newStoredKey(Date.now());
    console.log(JSON.stringify({ ...privateJwk, kid }));
  } else if (command === 'rotate') {
    const keys = new SigningKeys(parsed.values['data-dir'] ?? configFromEnv().dataDir);
    const { added, kept, dropped } = await keys.rotate(Date.now(), KEY_GRACE_MS);
    console.log(
      [
        `New signing key: ${added.kid} (signs every token from now on)`,
        ...kept.map(
          (k) => `Still verifying: ${k.kid} (retired ${k.retiredAt}; dropped at the first rotation an hour after that)`,
        ),
        ...dropped.map((k) => `Dropped: ${k.kid} (its tokens have expired)`),
        `Keys file: ${keys.path}`,
      ].join('\n'),
    );
  } else {
    console.error(`Unknown command: ${command}\n${usage}`);
    process.exit(2);
  }
} catch (err) {
  console.error(`Cannot ${command}: ${(err as Error).message}`);
  process.exit(1);
}
