import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { type Agent, request } from 'node:http';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '../src/server.ts');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  pid: number;
  stdout: () => string;
  stderr: () => string;
  /** Resident memory of the server process in MiB (Linux /proc). */
  rssMiB: () => number;
  stop: () => Promise<void>;
}

/** Runs `src/server.ts` as its own process (loopback, a free port) and resolves once it prints its address. */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  args: string[] = [],
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', QUERY_API_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs / 1000} s: ${err}`)),
      timeoutMs,
    );
    child.stdout!.on('data', () => {
      const m = /Query API sandbox: http:\/\/localhost:(\d+)/.exec(out);
      if (!m) return;
      clearTimeout(timer);
      resolve({
        child,
        base: `http://127.0.0.1:${m[1]}`,
        pid: child.pid!,
        stdout: () => out,
        stderr: () => err,
        rssMiB: () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024,
        stop: async () => {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited with ${code}: ${err}`), { code, stderr: err }));
    });
  });
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and stderr. */
export function failedStart(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; stderr: string }> {
  return startServer(dataDir, env).then(
    async (s) => {
      await s.stop();
      throw new Error('the server started');
    },
    (e: { code: number | null; stderr: string }) => ({ code: e.code, stderr: e.stderr }),
  );
}

export const demoOf = (dataDir: string) =>
  JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as { appId: string; appSecret: string }[];

export async function fetchToken(base: string, appId: string, appSecret: string): Promise<string> {
  const res = await fetch(`${base}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * One token request on a fresh connection from `localAddress` (any 127.x.y.z
 * on Linux), so tests can play clients at several addresses.
 */
export function tokenFrom(
  base: string,
  appId: string,
  appSecret: string,
  localAddress = '127.0.0.1',
  agent: Agent | false = false,
): Promise<{ status: number; body: string; ms: number }> {
  const { hostname, port } = new URL(base);
  const form = 'grant_type=client_credentials';
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = request(
      {
        host: hostname,
        port,
        path: '/auth/oauth2/token',
        method: 'POST',
        localAddress,
        agent,
        headers: {
          authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': form.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body, ms: performance.now() - t0 }));
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

/** The p-th percentile (nearest rank) of `xs`. */
export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
