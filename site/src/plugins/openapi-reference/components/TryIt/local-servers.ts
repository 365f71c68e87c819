import { useEffect, useState } from 'react';
import { localServers as builtDefaults, localServersPath } from '../../apis';

export type LocalServers = typeof builtDefaults;

let pending: Promise<LocalServers> | undefined;

/**
 * The actual addresses of the sandbox and the mock, which the server of
 * `npm start` answers; the built defaults where nothing answers them. Asked
 * once per page load.
 */
export function fetchLocalServers(): Promise<LocalServers> {
  pending ??= fetch(localServersPath, { credentials: 'omit' })
    .then((response): Promise<Partial<LocalServers>> | Partial<LocalServers> =>
      response.ok ? (response.json() as Promise<Partial<LocalServers>>) : {},
    )
    .then((answer) => ({
      sandbox: typeof answer.sandbox === 'string' ? answer.sandbox : builtDefaults.sandbox,
      mock: typeof answer.mock === 'string' ? answer.mock : builtDefaults.mock,
    }))
    .catch(() => builtDefaults);
  return pending;
}

/** The local servers: the built defaults until the actual addresses arrive. */
export function useLocalServers(): LocalServers {
  const [servers, setServers] = useState<LocalServers>(builtDefaults);
  useEffect(() => {
    let current = true;
    void fetchLocalServers().then((actual) => current && setServers(actual));
    return () => {
      current = false;
    };
  }, []);
  return servers;
}

/** Whether `server` is that local server (localhost and 127.0.0.1 are the same machine). */
export function isLocal(server: string, local: string): boolean {
  try {
    const a = new URL(server);
    const b = new URL(local);
    const loopback = (host: string) => (host === '127.0.0.1' ? 'localhost' : host);
    return a.protocol === b.protocol && a.port === b.port && loopback(a.hostname) === loopback(b.hostname);
  } catch {
    return false;
  }
}

/** The sandbox's route that hands its demo app to this machine (query-api/src/routes/demo-app.ts). */
export const demoAppPath = '/sandbox/demo-app';
