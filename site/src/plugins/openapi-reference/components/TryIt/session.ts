import { useEffect, useState, useSyncExternalStore } from 'react';
import { send, type Failure, type PreparedRequest, type ReceivedResponse } from './request';

// What follows a reader from one API page to the next, and to the report
// builder, for as long as the tab is open (sessionStorage): the server they
// chose, the tokens they got (each for its server, with its expiry) and the
// calls they made. Never an app secret: that stays in the memory of the page
// it was typed on.

/** "local": the page's own local server (the sandbox or the mock); otherwise an address. */
export type ServerChoice = 'local' | string;

export interface StoredToken {
  token: string;
  /** Milliseconds since the epoch; null when the token does not say (not a JWT). */
  expiresAt: number | null;
}

/** How a recorded call authenticated: its credentials are not recorded, they are added again when it is re-run. */
export type CallAuth = 'basic' | 'bearer' | 'none';

export interface RecordedCall {
  id: string;
  /** When it was sent, in milliseconds since the epoch. */
  at: number;
  method: string;
  url: string;
  /** The HTTP status, or the kind of failure when no answer came. */
  status: number | string;
  milliseconds?: number;
  auth: CallAuth;
  /** Headers other than Authorization. */
  headers: [string, string][];
  body?: string;
  mediaType?: string;
}

interface TryItSession {
  server: ServerChoice;
  /** By server origin. */
  tokens: Record<string, StoredToken>;
  /** Newest first. */
  history: RecordedCall[];
}

export const historyLimit = 20;
const storageKey = 'acme-docs.try-it';
const empty: TryItSession = { server: 'local', tokens: {}, history: [] };

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: TryItSession } = { raw: null, value: empty };

function read(): TryItSession {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(storageKey);
  } catch {
    // Storage refused (privacy settings): the session lives in this page only.
    return cached.value;
  }
  if (raw === cached.raw) return cached.value;
  let value = empty;
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<TryItSession>) : {};
    value = {
      server: typeof parsed.server === 'string' && parsed.server ? parsed.server : 'local',
      tokens: parsed.tokens && typeof parsed.tokens === 'object' ? parsed.tokens : {},
      history: Array.isArray(parsed.history) ? parsed.history.slice(0, historyLimit) : [],
    };
  } catch {
    // A damaged entry: start afresh.
  }
  cached = { raw, value };
  return value;
}

function write(update: (session: TryItSession) => TryItSession): void {
  const value = update(read());
  const raw = JSON.stringify(value);
  cached = { raw, value };
  try {
    window.sessionStorage.setItem(storageKey, raw);
  } catch {
    // Kept in memory for this page.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The session, after hydration; the server's render and hydration see an empty one. */
export const useTryItSession = (): TryItSession => useSyncExternalStore(subscribe, read, () => empty);

export const chooseServer = (server: ServerChoice) => write((s) => ({ ...s, server }));

const originOf = (server: string): string | undefined => {
  try {
    return new URL(server).origin;
  } catch {
    return undefined;
  }
};

/** The expiry a JWT states (`exp`), or null for any other token. */
export function expiryOf(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Keeps `token` for `server`: every page that calls that server sends it until it expires. Empty forgets it. */
export function keepToken(server: string, token: string, expiresAt: number | null = expiryOf(token)): void {
  const origin = originOf(server);
  if (!origin) return;
  write((s) => {
    const tokens = { ...s.tokens };
    if (token) tokens[origin] = { token, expiresAt };
    else delete tokens[origin];
    return { ...s, tokens };
  });
}

/**
 * The token kept for `server` while it is valid. At its expiry it is
 * forgotten, and the components showing it render again.
 */
export function useToken(server: string): StoredToken | undefined {
  const session = useTryItSession();
  const origin = originOf(server);
  const stored = origin ? session.tokens[origin] : undefined;
  const [now, setNow] = useState(() => Date.now());
  const expiresAt = stored?.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return;
    const left = expiresAt - Date.now();
    if (left <= 0) {
      keepToken(server, '');
      return;
    }
    // Timers fire early or late by a little; setTimeout also caps at about 24.8 days.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [server, expiresAt, now]);
  return stored && (stored.expiresAt === null || stored.expiresAt > now) ? stored : undefined;
}

/** Adds a call to the history, keeping the last `historyLimit`. */
export function recordCall(call: Omit<RecordedCall, 'id'>): void {
  const id = `${call.at.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  write((s) => ({ ...s, history: [{ ...call, id }, ...s.history].slice(0, historyLimit) }));
}

export const clearHistory = () => write((s) => ({ ...s, history: [] }));

/** The token kept for `server` now, outside React (a re-run from the history). */
export function currentToken(server: string): string {
  const origin = originOf(server);
  const stored = origin ? read().tokens[origin] : undefined;
  return stored && (stored.expiresAt === null || stored.expiresAt > Date.now()) ? stored.token : '';
}

/** Records a call the page sent, without its credentials. */
export function recordSent(
  request: PreparedRequest,
  at: number,
  result: ReceivedResponse | { failure: { kind: string } },
): void {
  const authorization = request.headers.find(([name]) => name.toLowerCase() === 'authorization')?.[1] ?? '';
  recordCall({
    at,
    method: request.method,
    url: request.url,
    status: 'failure' in result ? result.failure.kind : result.status,
    milliseconds: 'failure' in result ? undefined : result.milliseconds,
    auth: /^basic /i.test(authorization) ? 'basic' : /^bearer/i.test(authorization) ? 'bearer' : 'none',
    headers: request.headers.filter(([name]) => name.toLowerCase() !== 'authorization'),
    body: request.body,
    mediaType: request.mediaType,
  });
}

/** Sends a request and records it in the history. */
export async function sendRecorded(request: PreparedRequest): Promise<ReceivedResponse | { failure: Failure }> {
  const at = Date.now();
  const result = await send(request);
  recordSent(request, at, result);
  return result;
}
