import React, { useMemo, useState } from 'react';
import CodeSample from '../CodeSample';
import { translate } from '@docusaurus/Translate';
import type { ApiOperation } from '../../types';
import { useTryIt } from './context';
import { failureMessage } from './failure';
import { formatExample, prepareRequest, type Failure, type ReceivedResponse } from './request';
import Samples from './Samples';
import { sendRecorded } from './session';
import styles from './styles.module.css';

/** Parameters and body pre-filled from the file's examples, the request as code as it is edited, and the answer. */
export default function Panel({ operation }: { operation: ApiOperation }): React.JSX.Element {
  const { reference, server, credentials } = useTryIt();
  const editable = operation.parameters.filter((p) => p.in !== 'cookie');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(editable.map((p) => [`${p.in}:${p.name}`, p.example === undefined ? '' : String(p.example)])),
  );
  const body = operation.requestBody;
  const [bodyText, setBodyText] = useState(() =>
    body?.example === undefined ? '' : formatExample(body.mediaType, body.example),
  );
  const [response, setResponse] = useState<ReceivedResponse | { failure: Failure } | null>(null);
  const [sending, setSending] = useState(false);

  const request = useMemo(() => {
    try {
      return prepareRequest(
        operation,
        { server, values, body: body ? bodyText : undefined },
        credentials,
        reference.securitySchemes,
      );
    } catch {
      // An address that is not a URL yet, while it is typed.
      return null;
    }
  }, [operation, server, values, body, bodyText, credentials, reference.securitySchemes]);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    if (!request) {
      setResponse({ failure: { kind: 'invalid-url' } });
      return;
    }
    setSending(true);
    const answer = await sendRecorded(request);
    setResponse(answer);
    setSending(false);
  }

  return (
    <form
      className={styles.panel}
      onSubmit={(e) => void submit(e)}
      aria-label={translate(
        { id: 'openapi.tryIt.panel', message: 'Try {operation}' },
        { operation: operation.summary },
      )}
    >
      {editable.length > 0 && (
        <div className={styles.grid}>
          {editable.map((p) => (
            <label key={`${p.in}:${p.name}`} className={styles.label}>
              {`${p.name} (${p.in})${p.required ? ' *' : ''}`}
              <input
                className={styles.input}
                value={values[`${p.in}:${p.name}`]}
                required={p.required}
                onChange={(e) => setValues({ ...values, [`${p.in}:${p.name}`]: e.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      {body && (
        <label className={styles.label}>
          {translate(
            { id: 'openapi.tryIt.body', message: 'Request body ({mediaType})' },
            { mediaType: body.mediaType },
          )}
          <textarea
            className={`${styles.input} ${styles.body}`}
            value={bodyText}
            spellCheck={false}
            onChange={(e) => setBodyText(e.target.value)}
          />
        </label>
      )}
      <Samples request={request} />
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={sending}>
          {translate({ id: 'openapi.tryIt.send', message: 'Send request' })}
        </button>
      </div>
      {/* Busy while a request is under way: screen readers announce the new answer, not the old one. */}
      <div aria-live="polite" aria-busy={sending}>
        {response && 'failure' in response && (
          <p className={`${styles.status} ${styles.message} ${styles.error}`} data-testid="try-it-failure">
            {failureMessage(server, response.failure)}
          </p>
        )}
        {response && !('failure' in response) && (
          <>
            <p className={`${styles.status} ${response.status >= 400 ? styles.error : ''}`} data-testid="try-it-status">
              {`${response.status} ${response.statusText}`} ·{' '}
              {translate({ id: 'openapi.tryIt.time', message: '{ms} ms' }, { ms: response.milliseconds })}
            </p>
            {response.headers.some(([name]) => name === 'retry-after') && (
              <p>
                {translate(
                  { id: 'openapi.tryIt.retryAfter', message: 'Retry after {seconds} s.' },
                  { seconds: response.headers.find(([n]) => n === 'retry-after')![1] },
                )}
              </p>
            )}
            <details>
              <summary>{translate({ id: 'openapi.tryIt.headers', message: 'Response headers' })}</summary>
              <pre className={styles.responseBody}>{response.headers.map(([n, v]) => `${n}: ${v}`).join('\n')}</pre>
            </details>
            <div data-testid="try-it-response">
              <CodeSample title={translate({ id: 'openapi.tryIt.responseBody', message: 'Response body' })}>
                {response.body}
              </CodeSample>
            </div>
          </>
        )}
      </div>
    </form>
  );
}
