// The ports of the servers `npm start` runs, and what each must be told about
// the others: the sandbox, the site's origins (its CORS list); the site, the
// sandbox's and the mock's addresses (for its try-it panels and report
// builder). start.ts, serve.ts and the browser tests' servers all read them
// here. No site module is imported: Playwright's config loads this file.

export interface LocalPorts {
  site: number;
  sandbox: number;
  partnerMock: number;
}

/** PORT, SANDBOX_PORT and PARTNER_MOCK_PORT, or the defaults (3000, 8080, 4010). */
export function localPorts(env: NodeJS.ProcessEnv = process.env): LocalPorts {
  const port = (name: string, fallback: number) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`${name} must be a port number (got "${value}").`);
    return n;
  };
  return {
    site: port('PORT', 3000),
    sandbox: port('SANDBOX_PORT', 8080),
    partnerMock: port('PARTNER_MOCK_PORT', 4010),
  };
}

/** The origins a browser gives the site at `port`: both names of this machine. */
export const siteOrigins = (port: number): string[] => [`http://localhost:${port}`, `http://127.0.0.1:${port}`];

/**
 * The sandbox's QUERY_API_CORS_ORIGINS when it runs beside the site at
 * `sitePort`: the site's origins, after any the environment already lists.
 */
export function sandboxCorsOrigins(sitePort: number, env: NodeJS.ProcessEnv = process.env): string {
  const listed = (env.QUERY_API_CORS_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([...listed, ...siteOrigins(sitePort)])].join(',');
}

/** What the site answers at its local-servers path: where its pages find the sandbox and the mock. */
export const localServerUrls = (ports: LocalPorts) => ({
  sandbox: `http://localhost:${ports.sandbox}`,
  mock: `http://localhost:${ports.partnerMock}`,
});
