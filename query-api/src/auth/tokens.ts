import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_TTL_SECONDS = 3600;

export interface TokenClaims {
  /** The app id the token was issued to. */
  sub: string;
  iat: number;
  exp: number;
}

const b64url = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const mac = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

/** `<payload>.<signature>`, both base64url; HMAC-SHA256 over the encoded payload. */
export function signToken(key: Buffer, sub: string, nowMs: number, ttlSeconds = TOKEN_TTL_SECONDS): string {
  const iat = Math.floor(nowMs / 1000);
  const payload = b64url(JSON.stringify({ sub, iat, exp: iat + ttlSeconds }));
  return `${payload}.${b64url(mac(key, payload))}`;
}

/** The claims of a well-formed, authentic, unexpired token; undefined otherwise. */
export function verifyToken(key: Buffer, token: string, nowMs: number): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 2 || token.length > 1024) return undefined;
  const [payload, signature] = parts;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const c = claims as Partial<TokenClaims> | null;
  if (!c || typeof c.sub !== 'string' || typeof c.exp !== 'number' || typeof c.iat !== 'number') return undefined;
  if (nowMs >= c.exp * 1000) return undefined;
  return c as TokenClaims;
}
