import type { ApiOperation, ApiSecurityScheme } from '../../types';

/** An example as the text a reader edits and sends: JSON, a form body, or as is. */
export function formatExample(mediaType: string, example: unknown): string {
  if (typeof example === 'string') return example;
  if (mediaType === 'application/x-www-form-urlencoded' && example && typeof example === 'object')
    return new URLSearchParams(Object.entries(example).map(([k, v]) => [k, String(v)])).toString();
  return JSON.stringify(example, null, 2);
}

export interface Credentials {
  appId: string;
  appSecret: string;
  token: string;
}

export interface PreparedRequest {
  url: string;
  method: string;
  headers: [string, string][];
  body?: string;
  mediaType?: string;
}

const basic = (appId: string, appSecret: string) => `Basic ${btoa(`${appId}:${appSecret}`)}`;

/** The token request of REQ-QUERYAPI-20, REQ-QUERYAPI-21: HTTP Basic from the app id and secret, form body, client-credentials grant. */
export function tokenRequest(server: string, tokenPath: string, appId: string, appSecret: string): PreparedRequest {
  return {
    url: new URL(tokenPath, server).href,
    method: 'POST',
    headers: [
      ['Authorization', basic(appId, appSecret)],
      ['Content-Type', 'application/x-www-form-urlencoded'],
    ],
    body: 'grant_type=client_credentials',
    mediaType: 'application/x-www-form-urlencoded',
  };
}

/** The HTTP request of an operation from what the reader typed in its panel. */
export function prepareRequest(
  operation: ApiOperation,
  input: { server: string; values: Record<string, string>; body?: string },
  credentials: Credentials,
  schemes: ApiSecurityScheme[],
): PreparedRequest {
  const value = (key: string) => input.values[key]?.trim() ?? '';
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(`path:${name}`)));
  const url = new URL(input.server.replace(/\/+$/, '') + path);
  const headers: [string, string][] = [];
  for (const p of operation.parameters) {
    if (!value(`${p.in}:${p.name}`)) continue;
    if (p.in === 'query') url.searchParams.set(p.name, value(`query:${p.name}`));
    if (p.in === 'header') headers.push([p.name, value(`header:${p.name}`)]);
  }
  const schemeOf = (name: string) => schemes.find((s) => s.name === name);
  const usesBasic = operation.security.some((alt) => alt.some((n) => schemeOf(n)?.scheme === 'basic'));
  // The samples show the scheme even before there are credentials: their value comes from the environment.
  if (usesBasic) headers.push(['Authorization', basic(credentials.appId, credentials.appSecret)]);
  else if (operation.security.length > 0) headers.push(['Authorization', `Bearer ${credentials.token}`]);
  const mediaType = operation.requestBody?.mediaType;
  if (mediaType && input.body !== undefined) headers.push(['Content-Type', mediaType]);
  return { url: url.href, method: operation.method, headers, body: mediaType ? input.body : undefined, mediaType };
}

export interface ReceivedResponse {
  status: number;
  statusText: string;
  milliseconds: number;
  headers: [string, string][];
  body: string;
}

/**
 * Why a request got no answer, as far as a browser can tell: its fetch fails
 * with the same TypeError for a CORS refusal, a refused connection, an unknown
 * host and a TLS failure. A `no-cors` request to the same server, whose answer
 * a page may not read but which succeeds whenever the server answers, tells
 * CORS apart; over https the remaining two stay indistinguishable.
 */
export type Failure =
  | { kind: 'timeout'; seconds: number }
  | { kind: 'cors'; origin: string }
  | { kind: 'refused' }
  | { kind: 'tls-or-refused' }
  | { kind: 'mixed-content' }
  | { kind: 'invalid-url' };

export const requestTimeoutSeconds = 20;
const probeTimeoutSeconds = 5;

/** A loopback name, which browsers let an https page call over http. */
const isLoopback = (hostname: string) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/.test(hostname);

async function whyUnreachable(url: URL): Promise<Failure> {
  try {
    await fetch(url.origin, {
      mode: 'no-cors',
      credentials: 'omit',
      signal: AbortSignal.timeout(probeTimeoutSeconds * 1000),
    });
    return { kind: 'cors', origin: window.location.origin };
  } catch {
    return url.protocol === 'https:' ? { kind: 'tls-or-refused' } : { kind: 'refused' };
  }
}

/** Sends a request from the browser; a failure to get an answer is reported with its cause, not thrown. */
export async function send(
  request: PreparedRequest,
  timeoutSeconds = requestTimeoutSeconds,
): Promise<ReceivedResponse | { failure: Failure }> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { failure: { kind: 'invalid-url' } };
  }
  if (window.location.protocol === 'https:' && url.protocol === 'http:' && !isLoopback(url.hostname))
    return { failure: { kind: 'mixed-content' } };
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutSeconds * 1000),
    });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return { failure: { kind: 'timeout', seconds: timeoutSeconds } };
    return { failure: await whyUnreachable(url) };
  }
  const text = await response.text();
  let body = text;
  try {
    if (text && (response.headers.get('content-type') ?? '').includes('json'))
      body = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON after all: shown as received.
  }
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => headers.push([name, value]));
  return {
    status: response.status,
    statusText: response.statusText,
    milliseconds: Math.round(performance.now() - started),
    headers,
    body,
  };
}
