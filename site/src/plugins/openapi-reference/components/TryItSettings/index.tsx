import React, { useId, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { useTryIt } from '../TryIt/context';
import { send, tokenRequest } from '../TryIt/request';
import styles from '../TryIt/styles.module.css';

/** The server picker and the client-credentials grant shared by every panel of the page. */
export default function TryItSettings(): React.JSX.Element {
  const { reference, server, setServer, credentials, setCredentials } = useTryIt();
  const [tokenStatus, setTokenStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const local = reference.tryIt.defaultServer;
  const localLabel =
    reference.id === 'query-api'
      ? translate({ id: 'openapi.tryIt.server.sandbox', message: 'Local sandbox' })
      : translate({ id: 'openapi.tryIt.server.mock', message: 'Local mock (npm start)' });
  const servers = [{ url: local, description: localLabel }, ...reference.servers.filter((s) => s.url !== local)];

  async function getToken(): Promise<void> {
    setTokenStatus({
      ok: true,
      text: translate({ id: 'openapi.tryIt.token.pending', message: 'Requesting a token…' }),
    });
    const result = await send(
      tokenRequest(server, reference.tryIt.tokenPath, credentials.appId, credentials.appSecret),
    );
    if ('error' in result) {
      setTokenStatus({
        ok: false,
        text: translate(
          { id: 'openapi.tryIt.unreachable', message: 'Could not reach {server}: is it running? ({error})' },
          { server, error: result.error },
        ),
      });
      return;
    }
    let token: unknown;
    try {
      token = (JSON.parse(result.body) as { access_token?: unknown }).access_token;
    } catch {
      token = undefined;
    }
    if (result.status === 200 && typeof token === 'string') {
      setCredentials({ token });
      setTokenStatus({
        ok: true,
        text: translate({
          id: 'openapi.tryIt.token.ok',
          message: 'Token received; every panel of this page sends it.',
        }),
      });
    } else {
      setTokenStatus({ ok: false, text: `${result.status} ${result.statusText}\n${result.body}` });
    }
  }

  return (
    <section className={styles.settings} aria-labelledby={`${id}-heading`}>
      <h2 id="try-it">{translate({ id: 'openapi.tryIt.heading', message: 'Try it: server and credentials' })}</h2>
      <fieldset className={styles.fieldset}>
        <legend>{translate({ id: 'openapi.tryIt.server', message: 'Server' })}</legend>
        <div className={styles.grid}>
          <label className={styles.label}>
            {translate({ id: 'openapi.tryIt.server.pick', message: 'Send requests to' })}
            <select
              className={styles.input}
              value={servers.some((s) => s.url === server) ? server : ''}
              onChange={(e) => e.target.value && setServer(e.target.value)}
            >
              {servers.map((s) => (
                <option key={s.url} value={s.url}>{`${s.description ?? s.url} — ${s.url}`}</option>
              ))}
              <option value="">{translate({ id: 'openapi.tryIt.server.other', message: 'Other address' })}</option>
            </select>
          </label>
          <label className={styles.label}>
            {translate({ id: 'openapi.tryIt.server.url', message: 'Server URL' })}
            <input className={styles.input} type="url" value={server} onChange={(e) => setServer(e.target.value)} />
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend id={`${id}-heading`}>{translate({ id: 'openapi.tryIt.auth', message: 'Authentication' })}</legend>
        <div className={styles.grid}>
          <label className={styles.label}>
            {translate({ id: 'openapi.tryIt.appId', message: 'App ID' })}
            <input
              className={styles.input}
              autoComplete="off"
              value={credentials.appId}
              onChange={(e) => setCredentials({ appId: e.target.value })}
            />
          </label>
          <label className={styles.label}>
            {translate({ id: 'openapi.tryIt.appSecret', message: 'App secret' })}
            <input
              className={styles.input}
              type="password"
              autoComplete="off"
              value={credentials.appSecret}
              onChange={(e) => setCredentials({ appSecret: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void getToken()}
            disabled={!credentials.appId || !credentials.appSecret}
          >
            {translate({ id: 'openapi.tryIt.getToken', message: 'Get token' })}
          </button>
        </div>
        {tokenStatus && (
          <pre role="status" className={tokenStatus.ok ? undefined : styles.error}>
            {tokenStatus.text}
          </pre>
        )}
        <label className={styles.label}>
          {translate({ id: 'openapi.tryIt.bearer', message: 'Bearer token (or paste one)' })}
          <input
            className={styles.input}
            autoComplete="off"
            value={credentials.token}
            onChange={(e) => setCredentials({ token: e.target.value })}
          />
        </label>
      </fieldset>
    </section>
  );
}
