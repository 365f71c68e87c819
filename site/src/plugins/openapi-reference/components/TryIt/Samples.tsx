import React, { useEffect, useState } from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { translate } from '@docusaurus/Translate';
import CodeSample from '../CodeSample';
import type { PreparedRequest } from './request';
import { credentialVariables, snippetLanguages, snippetsOf, snippetTabGroup, type SnippetLanguage } from './snippets';
import styles from './styles.module.css';

/**
 * A request in the seven languages, written as it is edited. The tabs are one
 * group with the guides' server-side samples: a language picked anywhere is
 * picked here, and the other way round.
 */
export default function Samples({ request }: { request: PreparedRequest | null }): React.JSX.Element {
  const [samples, setSamples] = useState<Record<SnippetLanguage, string> | null>(null);
  useEffect(() => {
    if (!request) return;
    let current = true;
    void snippetsOf(request).then((written) => current && setSamples(written));
    return () => {
      current = false;
    };
  }, [request]);
  return (
    <div className={styles.samples} data-testid="try-it-samples">
      <p className={styles.small}>
        {translate(
          {
            id: 'openapi.tryIt.samples.environment',
            message:
              'The samples read the app ID, the app secret and the token from the environment variables {appId}, {appSecret} and {token}: set them before you run one. Your secret and token are never written into a sample.',
          },
          credentialVariables,
        )}
      </p>
      {samples && (
        <Tabs groupId={snippetTabGroup}>
          {snippetLanguages.map((l) => (
            <TabItem key={l.id} value={l.id} label={l.label}>
              <CodeSample>{samples[l.id]}</CodeSample>
            </TabItem>
          ))}
        </Tabs>
      )}
    </div>
  );
}
