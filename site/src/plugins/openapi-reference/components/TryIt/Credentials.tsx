import React, { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { demoAppPath } from './local-servers';
import { failureMessage } from './failure';
import { send, tokenRequest, type Credentials as Typed } from './request';
import { keepToken, sendRecorded, useToken } from './session';
import styles from './styles.module.css';

export type AppCredentials = Pick<Typed, 'appId' | 'appSecret'> & {
  /** Filled from the sandbox's demo app: forgotten when the reader picks another server. */
  demo?: boolean;
};

interface Props {
  server: string;
  tokenPath: string;
  credentials: AppCredentials;
  setCredentials: (update: AppCredentials) => void;
  /** The server is the local sandbox, which hands out its demo app to this machine. */
  offerDemoApp: boolean;
}

const expiryFormat = (at: number) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * App id and secret, the client-credentials grant, and the token it gives: kept
 * for the server it came from (sessionStorage, shared by every API page and the
 * report builder) until it expires. The secret stays in this page's memory.
 */
export default function Credentials({
  server,
  tokenPath,
  credentials,
  setCredentials,
  offerDemoApp,
}: Props): React.JSX.Element {
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const token = useToken(server);

  async function fillDemoApp(): Promise<void> {
    const result = await send({ url: new URL(demoAppPath, server).href, method: 'GET', headers: [] });
    if ('failure' in result) {
      setStatus({ ok: false, text: failureMessage(server, result.failure) });
      return;
    }
    try {
      const app = JSON.parse(result.body) as { appId?: unknown; appSecret?: unknown; message?: unknown };
      if (result.status === 200 && typeof app.appId === 'string' && typeof app.appSecret === 'string') {
        setCredentials({ appId: app.appId, appSecret: app.appSecret, demo: true });
        setStatus({
          ok: true,
          text: translate({
            id: 'openapi.tryIt.demoApp.filled',
            message: 'The demo app’s ID and secret are filled in. Select “Get token”.',
          }),
        });
        return;
      }
      setStatus({ ok: false, text: `${result.status} ${typeof app.message === 'string' ? app.message : ''}` });
    } catch {
      setStatus({ ok: false, text: `${result.status} ${result.statusText}` });
    }
  }

  async function getToken(): Promise<void> {
    setStatus({ ok: true, text: translate({ id: 'openapi.tryIt.token.pending', message: 'Requesting a token…' }) });
    const request = tokenRequest(server, tokenPath, credentials.appId, credentials.appSecret);
    const at = Date.now();
    const result = await sendRecorded(request);
    if ('failure' in result) {
      setStatus({ ok: false, text: failureMessage(server, result.failure) });
      return;
    }
    let answer: { access_token?: unknown; expires_in?: unknown } = {};
    try {
      answer = JSON.parse(result.body) as typeof answer;
    } catch {
      // Not JSON: reported below as received.
    }
    if (result.status === 200 && typeof answer.access_token === 'string') {
      const expiresAt = typeof answer.expires_in === 'number' ? at + answer.expires_in * 1000 : undefined;
      keepToken(server, answer.access_token, expiresAt);
      setStatus({
        ok: true,
        text: translate({
          id: 'openapi.tryIt.token.ok',
          message: 'Token received; every API page and the report builder send it to this server.',
        }),
      });
    } else {
      setStatus({ ok: false, text: `${result.status} ${result.statusText}\n${result.body}` });
    }
  }

  return (
    <>
      <div className={styles.grid}>
        <label className={styles.label}>
          {translate({ id: 'openapi.tryIt.appId', message: 'App ID' })}
          <input
            className={styles.input}
            autoComplete="off"
            value={credentials.appId}
            onChange={(e) => setCredentials({ ...credentials, appId: e.target.value, demo: false })}
          />
        </label>
        <label className={styles.label}>
          {translate({ id: 'openapi.tryIt.appSecret', message: 'App secret' })}
          <input
            className={styles.input}
            type="password"
            autoComplete="off"
            value={credentials.appSecret}
            onChange={(e) => setCredentials({ ...credentials, appSecret: e.target.value, demo: false })}
          />
        </label>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => void getToken()}
            disabled={!credentials.appId || !credentials.appSecret}
          >
            {translate({ id: 'openapi.tryIt.getToken', message: 'Get token' })}
          </button>
          {offerDemoApp && (
            <button type="button" className="button button--secondary" onClick={() => void fillDemoApp()}>
              {translate({ id: 'openapi.tryIt.demoApp', message: 'Use the sandbox’s demo app' })}
            </button>
          )}
        </div>
      </div>
      {status && (
        <p role="status" className={`${styles.message} ${status.ok ? '' : styles.error}`}>
          {status.text}
        </p>
      )}
      <label className={styles.label}>
        {translate({ id: 'openapi.tryIt.bearer', message: 'Bearer token (or paste one)' })}
        <input
          className={styles.input}
          autoComplete="off"
          value={token?.token ?? ''}
          onChange={(e) => keepToken(server, e.target.value.trim())}
        />
      </label>
      <p className={styles.small} data-testid="token-expiry">
        {!token
          ? translate({ id: 'openapi.tryIt.token.none', message: 'No token for this server yet.' })
          : token.expiresAt === null
            ? translate({
                id: 'openapi.tryIt.token.expiryUnknown',
                message: 'This token does not say when it expires.',
              })
            : translate(
                {
                  id: 'openapi.tryIt.token.expires',
                  message: 'Token valid until {time}; it is forgotten when it expires.',
                },
                { time: expiryFormat(token.expiresAt) },
              )}
      </p>
    </>
  );
}
