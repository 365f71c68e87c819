import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_TTL_SECONDS } from '../limits.js';
import { SIGNING_ALG, type SigningKeys } from './signing-keys.js';

export { TOKEN_TTL_SECONDS };

/** Allowance for a caller's clock that runs a little ahead or behind (iat, exp). */
export const CLOCK_SKEW_SECONDS = 30;
export const TOKEN_ISSUER = 'https://api.acme.example';
export const TOKEN_AUDIENCE = 'https://api.acme.example/v1/query';
/** RFC 9068 section 2.1: the media type of JWT access tokens. */
export const TOKEN_TYPE = 'at+jwt';
/** A retired key verifies as long as a token it signed can still be valid. */
export const KEY_GRACE_MS = (TOKEN_TTL_SECONDS + CLOCK_SKEW_SECONDS) * 1000;
const MAX_TOKEN_LENGTH = 2048;

/** The claims of RFC 9068 section 2.2 that the sandbox issues. */
export interface AccessTokenClaims {
  iss: string;
  /** The app id the token was issued to (client credentials: the client is the subject). */
  sub: string;
  aud: string;
  iat: number;
  exp: number;
  jti: string;
  client_id: string;
}

/*
 * ECDSA signatures are malleable: if (r, s) is valid, so is (r, n − s), which
 * would give a second string for one token (issue 32). Like Bitcoin's BIP 62,
 * only the low half (s ≤ n/2) is issued and accepted. jose has no option for
 * it, so the 64-byte ES256 signature (r ‖ s) is normalised here.
 */
const P256_ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n;
const HALF_ORDER = P256_ORDER >> 1n;
const sOf = (signature: Buffer) => BigInt(`0x${signature.subarray(32).toString('hex')}`);

/** Whether a base64url ES256 signature is 64 bytes with a low s. */
export function isLowS(signature: string): boolean {
  const bytes = Buffer.from(signature, 'base64url');
  return bytes.length === 64 && sOf(bytes) <= HALF_ORDER;
}

/** The same JWS with its signature's s in the low half. */
export function withLowS(jws: string): string {
  const [head, payload, signature] = jws.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  const s = sOf(bytes);
  if (s <= HALF_ORDER) return jws;
  const low = Buffer.from((P256_ORDER - s).toString(16).padStart(64, '0'), 'hex');
  return `${head}.${payload}.${Buffer.concat([bytes.subarray(0, 32), low]).toString('base64url')}`;
}

/** A signed JWT access token for `appId`, valid for one hour from `nowMs`. */
export async function signAccessToken(keys: SigningKeys, appId: string, nowMs: number): Promise<string> {
  const key = await keys.current();
  const iat = Math.floor(nowMs / 1000);
  const jws = await new SignJWT({ client_id: appId })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: key.kid, typ: TOKEN_TYPE })
    .setIssuer(TOKEN_ISSUER)
    .setSubject(appId)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_TTL_SECONDS)
    .setJti(randomUUID())
    .sign(key.privateKey);
  return withLowS(jws);
}

/*
 * Tokens whose signature was already checked, per key set. jose verifies
 * with WebCrypto, whose jobs run in libuv's thread pool, the pool DuckDB's
 * queries use: at concurrency 8 every call waited for a pool thread twice.
 * A client sends the same token for an hour, so the signature is checked
 * once; expiry and the key's validity are checked on every call.
 */
const VERIFIED_CACHE_SIZE = 10_000;
const verifiedTokens = new WeakMap<SigningKeys, Map<string, { claims: AccessTokenClaims; kid: string }>>();

function remember(keys: SigningKeys, token: string, claims: AccessTokenClaims, kid: string) {
  let cache = verifiedTokens.get(keys);
  if (!cache) verifiedTokens.set(keys, (cache = new Map()));
  if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(token, { claims, kid });
}

/** The time checks jwtVerify makes (exp and iat, with the skew), for a remembered token. */
const timely = (c: AccessTokenClaims, nowMs: number) =>
  nowMs < (c.exp + CLOCK_SKEW_SECONDS) * 1000 && c.iat * 1000 <= nowMs + CLOCK_SKEW_SECONDS * 1000;

const SEGMENT = /^[A-Za-z0-9_-]+$/;
/** base64url that decodes and re-encodes to itself: no padding, no junk, no non-canonical last character. */
const canonical = (part: string) => SEGMENT.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

/**
 * The claims of an authentic, unexpired token for this API; undefined for
 * anything else. Parsing is strict: three canonical base64url segments and
 * nothing else, and a low-s signature, so no variant of a token (a suffix,
 * another last character, s replaced by n − s) is accepted. jose checks the
 * signature (ES256 only: `none` and HMAC tokens are refused), typ, issuer,
 * audience and expiry with a small skew.
 */
export async function verifyAccessToken(
  keys: SigningKeys,
  token: string,
  nowMs: number,
): Promise<AccessTokenClaims | undefined> {
  if (token.length > MAX_TOKEN_LENGTH) return undefined;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(canonical) || !isLowS(parts[2])) return undefined;
  const verifying = await keys.verifying(nowMs, KEY_GRACE_MS);
  const known = verifiedTokens.get(keys)?.get(token);
  if (known)
    return timely(known.claims, nowMs) && verifying.some((k) => k.kid === known.kid) ? known.claims : undefined;
  try {
    let kid = '';
    const { payload } = await jwtVerify(
      token,
      (header) => {
        const key = verifying.find((k) => k.kid === header.kid);
        if (!key) throw new Error('unknown kid');
        kid = key.kid;
        return key.publicKey;
      },
      {
        algorithms: [SIGNING_ALG],
        typ: TOKEN_TYPE,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        clockTolerance: CLOCK_SKEW_SECONDS,
        currentDate: new Date(nowMs),
        requiredClaims: ['sub', 'iat', 'exp', 'jti', 'client_id'],
      },
    );
    if (typeof payload.sub !== 'string' || payload.client_id !== payload.sub || typeof payload.jti !== 'string')
      return undefined;
    // An iat in the future (beyond the skew) is not a token this server issued.
    const claims = payload as unknown as AccessTokenClaims;
    if (!timely(claims, nowMs)) return undefined;
    remember(keys, token, claims, kid);
    return claims;
  } catch {
    return undefined;
  }
}
