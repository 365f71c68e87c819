import React, { useState } from 'react';
import { createStorageSlot } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import { useTryIt } from './context';
import { failureMessage } from './failure';
import type { PreparedRequest } from './request';
import { clearHistory, currentToken, historyLimit, sendRecorded, useTryItSession, type RecordedCall } from './session';
import styles from './styles.module.css';

const timeOf = (at: number) =>
  new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** A recorded call as a request again, with today's credentials in place of the ones it was sent with. */
function requestOf(call: RecordedCall, credentials: { appId: string; appSecret: string }): PreparedRequest {
  const auth: [string, string][] =
    call.auth === 'basic'
      ? [['Authorization', `Basic ${btoa(`${credentials.appId}:${credentials.appSecret}`)}`]]
      : call.auth === 'bearer'
        ? [['Authorization', `Bearer ${currentToken(call.url)}`]]
        : [];
  return {
    url: call.url,
    method: call.method,
    headers: [...auth, ...call.headers],
    body: call.body,
    mediaType: call.mediaType,
  };
}

/** The last calls of this tab, on every API page: each can be sent again or copied as a sample. */
export default function History(): React.JSX.Element {
  const { history } = useTryItSession();
  const { appCredentials } = useTryIt();
  const [notice, setNotice] = useState<{ text: string; body?: string } | null>(null);

  async function rerun(call: RecordedCall): Promise<void> {
    if (call.auth === 'basic' && (!appCredentials.appId || !appCredentials.appSecret)) {
      setNotice({
        text: translate({
          id: 'openapi.tryIt.history.needsSecret',
          message: 'Enter the app ID and secret above to send this token request again: they are never stored.',
        }),
      });
      return;
    }
    const result = await sendRecorded(requestOf(call, appCredentials));
    const path = new URL(call.url).pathname;
    setNotice(
      'failure' in result
        ? { text: failureMessage(new URL(call.url).origin, result.failure) }
        : {
            text: translate(
              { id: 'openapi.tryIt.history.rerun', message: 'Sent again: {method} {path} answered {status}.' },
              { method: call.method, path, status: `${result.status} ${result.statusText}` },
            ),
            body: result.body,
          },
    );
  }

  async function copy(call: RecordedCall): Promise<void> {
    const { snippetsOf, snippetLanguages, snippetTabGroup } = await import('./snippets');
    const chosen = createStorageSlot(`docusaurus.tab.${snippetTabGroup}`).get();
    const language = snippetLanguages.find((l) => l.id === chosen) ?? snippetLanguages[0];
    const samples = await snippetsOf(requestOf(call, { appId: '', appSecret: '' }));
    await navigator.clipboard.writeText(samples[language.id]);
    setNotice({
      text: translate(
        { id: 'openapi.tryIt.history.copied', message: 'Copied as a {language} sample.' },
        { language: language.label },
      ),
    });
  }

  return (
    <div className={styles.history}>
      <h3 className={styles.historyHeading}>
        {translate(
          { id: 'openapi.tryIt.history', message: 'Your last calls ({count} of {limit})' },
          { count: history.length, limit: historyLimit },
        )}
      </h3>
      {history.length === 0 ? (
        <p className={styles.small}>
          {translate({
            id: 'openapi.tryIt.history.empty',
            message: 'Calls you send from any API page of this tab are listed here.',
          })}
        </p>
      ) : (
        <>
          <ol className={styles.historyList}>
            {history.map((call) => (
              <li key={call.id} className={styles.historyItem} data-testid="history-call">
                <span className={styles.historyCall}>
                  <code>{call.method}</code> <code>{new URL(call.url).pathname}</code>{' '}
                  <strong className={typeof call.status === 'number' && call.status < 400 ? undefined : styles.error}>
                    {call.status}
                  </strong>{' '}
                  <span className={styles.small}>
                    {timeOf(call.at)}
                    {call.milliseconds !== undefined && ` · ${call.milliseconds} ms`}
                  </span>
                </span>
                <span className={styles.historyActions}>
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => void rerun(call)}
                  >
                    {translate({ id: 'openapi.tryIt.history.send', message: 'Send again' })}
                    <span className="sr-only">{` ${call.method} ${new URL(call.url).pathname}`}</span>
                  </button>
                  <button type="button" className="button button--sm button--secondary" onClick={() => void copy(call)}>
                    {translate({ id: 'openapi.tryIt.history.copy', message: 'Copy as a sample' })}
                    <span className="sr-only">{` ${call.method} ${new URL(call.url).pathname}`}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--sm button--outline button--danger" onClick={clearHistory}>
            {translate({ id: 'openapi.tryIt.history.clear', message: 'Clear the history' })}
          </button>
        </>
      )}
      <div aria-live="polite">
        {notice && <p className={styles.message}>{notice.text}</p>}
        {notice?.body && <pre className={styles.responseBody}>{notice.body}</pre>}
      </div>
    </div>
  );
}
