import React, { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { feedbackReasons, insightLimits, type FeedbackReason } from '@site/src/data/insights';
import { maskPersonalData } from '@site/src/data/insights-mask';
import { answeredToday, rememberAnswer, sendInsight } from '@site/src/plugins/insights/client/send';
import type { CodeBlockSubject } from './index';
import styles from './Answer.module.css';

// What follows a Yes or No (loaded on that first click): for a page, an
// optional reason (No) and comment, sent once; for a code block, the answer
// itself, with the block's place on the page and a hash of its code.

const reasonLabels = (): Record<FeedbackReason, string> => ({
  outdated: translate({ id: 'insights.reason.outdated', message: 'Wrong or outdated' }),
  'hard-to-follow': translate({ id: 'insights.reason.hardToFollow', message: 'Hard to follow' }),
  'missing-example': translate({ id: 'insights.reason.missingExample', message: 'Missing an example' }),
  'code-broken': translate({ id: 'insights.reason.codeBroken', message: 'The code does not work' }),
  other: translate({ id: 'insights.reason.other', message: 'Other' }),
});

const thanks = () => translate({ id: 'insights.thanks', message: 'Thank you: your answer helps us improve the docs.' });
const alreadyAnswered = () =>
  translate({ id: 'insights.alreadyAnswered', message: 'You already answered here today. Thank you!' });

/**
 * 8 hex digits of FNV-1a over the code: a short, stable name for a block,
 * computed in any browser (the Web Crypto digest needs a secure context,
 * which a site served over plain HTTP on a network address is not).
 */
function codeHash(code: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) hash = Math.imul(hash ^ code.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** A message that takes the focus from the button that disappeared, and is read out. */
function Status({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <span ref={ref} role="status" tabIndex={-1} className={styles.status}>
      {children}
    </span>
  );
}

function CodeAnswer({ works, code }: { works: boolean; code: CodeBlockSubject }) {
  const marker = useRef<HTMLSpanElement>(null);
  const [already] = useState(() => answeredToday(`code:${location.pathname}:${codeHash(code.code)}`));
  useEffect(() => {
    if (already) return;
    const block = marker.current?.closest('.theme-code-block');
    const blocks = Array.from(document.querySelectorAll('.theme-code-block'));
    const codeHashValue = codeHash(code.code);
    sendInsight({
      type: 'code_feedback',
      works,
      block: block ? blocks.indexOf(block) + 1 : 1,
      codeHash: codeHashValue,
      language: code.language.replace(/[^\w+#.-]/g, '').slice(0, 32) || 'text',
    });
    rememberAnswer(`code:${location.pathname}:${codeHashValue}`);
  }, [already, works, code]);
  return (
    <span ref={marker}>
      <Status>{already ? alreadyAnswered() : thanks()}</Status>
    </span>
  );
}

function PageAnswer({ helpful }: { helpful: boolean }) {
  const [subject] = useState(() => `page:${location.pathname}`);
  const [already] = useState(() => answeredToday(subject));
  const [sent, setSent] = useState(false);
  const [reason, setReason] = useState<FeedbackReason>();
  const [comment, setComment] = useState('');
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  // What the form holds, for the moment it is sent (an event handler or the reader leaving).
  const draft = useRef<{ reason?: FeedbackReason; comment: string; sent: boolean }>({ comment: '', sent: false });
  // Sent once: with the form, or as it stands when the reader moves on without sending it.
  const send = useCallback(() => {
    const { reason: chosen, comment: written, sent: done } = draft.current;
    if (done) return;
    draft.current.sent = true;
    const text = maskPersonalData(written.trim()).slice(0, insightLimits.commentLength);
    sendInsight({
      type: 'page_feedback',
      helpful,
      ...(!helpful && chosen && { reason: chosen }),
      ...(text && { comment: text }),
    });
    rememberAnswer(subject);
  }, [helpful, subject]);
  useEffect(() => {
    if (already) return undefined;
    first.current?.focus();
    addEventListener('pagehide', send);
    return () => {
      removeEventListener('pagehide', send);
      send();
    };
  }, [already, send]);

  const state = already ? 'already' : sent ? 'sent' : 'asking';
  if (state !== 'asking') return <Status>{state === 'sent' ? thanks() : alreadyAnswered()}</Status>;
  const labels = reasonLabels();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
    setSent(true);
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      {!helpful && (
        <fieldset className={styles.reasons}>
          <legend>{translate({ id: 'insights.reason.legend', message: 'What was wrong? (optional)' })}</legend>
          {feedbackReasons.map((value, i) => (
            <label key={value} className={styles.reason}>
              <input
                ref={i === 0 ? first : undefined}
                type="radio"
                name="reason"
                value={value}
                checked={reason === value}
                onChange={() => setReason((draft.current.reason = value))}
              />{' '}
              {labels[value]}
            </label>
          ))}
        </fieldset>
      )}
      <label className={styles.comment}>
        {helpful
          ? translate({ id: 'insights.comment.yes', message: 'What helped? (optional)' })
          : translate({ id: 'insights.comment.no', message: 'How could this page be better? (optional)' })}
        <textarea
          ref={helpful ? first : undefined}
          rows={3}
          maxLength={insightLimits.commentLength}
          value={comment}
          onChange={(event) => setComment((draft.current.comment = event.target.value))}
          aria-describedby="insights-comment-hint"
        />
      </label>
      <p id="insights-comment-hint" className={styles.hint}>
        {translate({
          id: 'insights.comment.hint',
          message: 'Up to 1,000 characters. Leave out e-mail addresses and other personal details.',
        })}
      </p>
      <button type="submit" className="button button--primary button--sm">
        {translate({ id: 'insights.send', message: 'Send' })}
      </button>
    </form>
  );
}

export default function Answer({ helpful, code }: { helpful: boolean; code?: CodeBlockSubject }): ReactNode {
  return code ? <CodeAnswer works={helpful} code={code} /> : <PageAnswer helpful={helpful} />;
}
