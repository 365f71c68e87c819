import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { insightsEnabled } from '@site/src/plugins/insights/client/config';
import styles from './styles.module.css';

// "Was this page helpful?" at the end of a page, "Did this code work?" under a
// code block (issue #31): the question and its two buttons, rendered with the
// page. What follows an answer (the form, storage, sending) loads on the first
// click, so that pages carry a few hundred bytes more, not the form. It rides in
// the code blocks' chunk (src/plugins/code-highlighting), loaded once per page.

const Answer = /* @__PURE__ */ lazy(() => import('./Answer'));

export interface CodeBlockSubject {
  code: string;
  language: string;
}

export default function Feedback({ code }: { code?: CodeBlockSubject }): ReactNode {
  const [helpful, setHelpful] = useState<boolean>();
  if (!insightsEnabled) return null;
  return (
    // A fieldset: its legend names the group of answers. Search leaves it out (local-search's build-index.ts).
    <fieldset className={code ? styles.code : styles.page}>
      <legend>
        {code
          ? translate({ id: 'insights.code', message: 'Did this code work?' })
          : translate({ id: 'insights.page', message: 'Was this page helpful?' })}
      </legend>
      {helpful === undefined ? (
        [true, false].map((yes) => (
          <button key={+yes} type="button" onClick={() => setHelpful(yes)}>
            {yes ? translate({ id: 'insights.yes', message: 'Yes' }) : translate({ id: 'insights.no', message: 'No' })}
          </button>
        ))
      ) : (
        <Suspense>
          <Answer helpful={helpful} code={code} />
        </Suspense>
      )}
    </fieldset>
  );
}
