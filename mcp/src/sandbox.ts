import fs from 'node:fs';
import path from 'node:path';
import { DEMO_CREDENTIALS_FILE } from '@acme-docs/query-api/demo-credentials';
import openapi from '@acme-docs/query-api/openapi.json' with { type: 'json' };

// run_query_api: calls the Query API sandbox on this machine with its demo
// credentials, getting and renewing the token itself. It answers only for the
// loopback sandbox: an agent cannot point it at any other host.

export interface SandboxOptions {
  /** The sandbox's address, on a loopback interface (`npm start` runs it on SANDBOX_PORT, 8080). */
  url: string;
  /** The sandbox's data folder, where it writes demo-credentials.json (QUERY_API_DATA_DIR). */
  dataDir: string;
}

export interface SandboxAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body as text; JSON is indented. */
  body: string;
}

export const sandboxMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'] as const;
export type SandboxMethod = (typeof sandboxMethods)[number];

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
/** Renew a token this long before it expires, so that a call never carries one that lapses on the way. */
const renewMarginMs = 60_000;
/** The token endpoint of REQ-QUERYAPI-20, as the Query API's OpenAPI document names it. */
const tokenPath = (() => {
  const schemes = Object.values(openapi.components.securitySchemes) as {
    flows?: { clientCredentials?: { tokenUrl?: string } };
  }[];
  const tokenUrl = schemes.map((s) => s.flows?.clientCredentials?.tokenUrl).find(Boolean);
  if (!tokenUrl) throw new Error('query-api/openapi.json names no client-credentials token URL');
  return new URL(tokenUrl).pathname;
})();

export class SandboxError extends Error {}

export function createSandboxClient({ url, dataDir }: SandboxOptions) {
  const base = new URL(url);
  if (!loopbackHosts.has(base.hostname))
    throw new SandboxError(`The sandbox must be on this machine (a loopback address), not ${base.host}.`);
  let token: { value: string; expires: number } | undefined;

  function demoCredentials(): { appId: string; appSecret: string } {
    const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
    if (!fs.existsSync(file))
      throw new SandboxError(
        `No demo credentials at ${file}: start the sandbox once (npm start or npm run sandbox), which writes them.`,
      );
    const users = JSON.parse(fs.readFileSync(file, 'utf8')) as { appId: string; appSecret: string }[];
    const first = users[0];
    if (!first) throw new SandboxError(`${file} lists no demo app.`);
    return first;
  }

  async function send(target: URL, init: RequestInit): Promise<Response> {
    try {
      return await fetch(target, { ...init, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new SandboxError(
        `The sandbox at ${base.origin} did not answer (${(error as Error).message}): start it with npm start or npm run sandbox.`,
      );
    }
  }

  async function accessToken(renew = false): Promise<string> {
    if (!renew && token && token.expires - renewMarginMs > Date.now()) return token.value;
    const { appId, appSecret } = demoCredentials();
    const response = await send(new URL(tokenPath, base), {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!response.ok)
      throw new SandboxError(
        `The sandbox refused the demo credentials (${response.status}): ${await response.text()}. Delete ${DEMO_CREDENTIALS_FILE} in ${dataDir} and restart the sandbox to create new ones.`,
      );
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    token = { value: answer.access_token, expires: Date.now() + answer.expires_in * 1000 };
    return token.value;
  }

  /** The sandbox URL of `pathOrUrl`, which must be a path, or a URL of the sandbox itself. */
  function targetOf(pathOrUrl: string): URL {
    let target: URL;
    try {
      target = new URL(pathOrUrl, base);
    } catch {
      throw new SandboxError(`"${pathOrUrl}" is not a path of the Query API.`);
    }
    if (target.origin !== base.origin)
      throw new SandboxError(
        `run_query_api calls only the local sandbox at ${base.origin}; give a path such as /v1/query/accounts/, not ${target.origin}.`,
      );
    return target;
  }

  return {
    origin: base.origin,
    /** Calls the sandbox; a 401 (an expired or revoked token) gets one new token and one retry. */
    async call(method: SandboxMethod, pathOrUrl: string, body?: unknown): Promise<SandboxAnswer> {
      const target = targetOf(pathOrUrl);
      if (body !== undefined && (method === 'GET' || method === 'HEAD'))
        throw new SandboxError(`A ${method} request has no body: send the report request with POST.`);
      const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
      const request = async (renew: boolean) =>
        send(target, {
          method,
          headers: {
            authorization: `Bearer ${await accessToken(renew)}`,
            accept: 'application/json',
            ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
          },
          body: payload,
        });
      let response = await request(false);
      if (response.status === 401) response = await request(true);
      const text = await response.text();
      let shown = text;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          shown = JSON.stringify(JSON.parse(text), null, 2);
        } catch {
          // Not JSON after all: returned as received.
        }
      }
      return { status: response.status, headers: Object.fromEntries(response.headers), body: shown };
    },
  };
}

export type SandboxClient = ReturnType<typeof createSandboxClient>;
