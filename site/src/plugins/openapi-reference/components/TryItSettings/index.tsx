import React, { useId } from 'react';
import { translate } from '@docusaurus/Translate';
import { useTryIt } from '../TryIt/context';
import Credentials from '../TryIt/Credentials';
import History from '../TryIt/History';
import { isLocal } from '../TryIt/local-servers';
import styles from '../TryIt/styles.module.css';

/** The server picker, the client-credentials grant and the history of calls, shared by every panel of the page. */
export default function TryItSettings(): React.JSX.Element {
  const { reference, server, localServer, choice, choose, appCredentials, setAppCredentials } = useTryIt();
  const id = useId();
  const sandbox = reference.tryIt.target === 'sandbox';
  const localLabel = sandbox
    ? translate({ id: 'openapi.tryIt.server.sandbox', message: 'Local sandbox' })
    : translate({ id: 'openapi.tryIt.server.mock', message: 'Local mock (npm start)' });
  const others = reference.servers.filter((s) => !isLocal(s.url, localServer));
  const selected = choice === 'local' ? 'local' : others.some((s) => s.url === choice) ? choice : '';

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
              value={selected}
              onChange={(e) => e.target.value && choose(e.target.value)}
            >
              <option value="local">{`${localLabel} — ${localServer}`}</option>
              {others.map((s) => (
                <option key={s.url} value={s.url}>{`${s.description ?? s.url} — ${s.url}`}</option>
              ))}
              <option value="">{translate({ id: 'openapi.tryIt.server.other', message: 'Other address' })}</option>
            </select>
          </label>
          <label className={styles.label}>
            {translate({ id: 'openapi.tryIt.server.url', message: 'Server URL' })}
            <input
              className={styles.input}
              type="url"
              value={server}
              onChange={(e) => choose(isLocal(e.target.value, localServer) ? 'local' : e.target.value)}
            />
          </label>
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend id={`${id}-heading`}>{translate({ id: 'openapi.tryIt.auth', message: 'Authentication' })}</legend>
        <Credentials
          server={server}
          tokenPath={reference.tryIt.tokenPath}
          credentials={appCredentials}
          setCredentials={setAppCredentials}
          offerDemoApp={sandbox && isLocal(server, localServer)}
        />
      </fieldset>
      <History />
    </section>
  );
}
