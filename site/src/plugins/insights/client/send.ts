import type { InsightEvent, InsightLocale } from '@site/src/data/insights';
import { collectorUrl } from './config';

declare global {
  interface Window {
    /** Google's tag, when GA_TRACKING_ID is configured. */
    gtag?: (command: 'event', name: string, parameters: Record<string, unknown>) => void;
    /** Datadog's RUM client, when DATADOG_CLIENT_TOKEN is configured (set once its chunk has loaded). */
    DD_RUM?: { addAction: (name: string, context: Record<string, unknown>) => void };
  }
}

type Fields<E> = E extends InsightEvent ? Omit<E, 'locale' | 'page'> : never;

/**
 * Sends one insight: to the collector, as a beacon (text/plain holding JSON,
 * which any origin may receive without a preflight and which outlives the
 * page), and to Google Analytics and Datadog when the build has them, as an
 * event of its own kind. A comment stays between the reader and the collector.
 */
export function sendInsight(fields: Fields<InsightEvent>): void {
  const event = {
    ...fields,
    locale: document.documentElement.lang as InsightLocale,
    page: location.pathname.slice(0, 512),
  } as InsightEvent;
  if (collectorUrl) {
    const body = JSON.stringify(event);
    if (!navigator.sendBeacon?.(collectorUrl, body))
      fetch(collectorUrl, { method: 'POST', body, keepalive: true, mode: 'no-cors' }).catch(() => undefined);
  }
  const { type, ...parameters } = event;
  if ('comment' in parameters) delete parameters.comment;
  window.gtag?.('event', type, parameters);
  window.DD_RUM?.addAction(type, parameters);
}

/** A local day, YYYY-MM-DD: readers answer once per page (or code block) per day of their own. */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
};
const storageKey = 'acme-insights-answered';

function answeredMap(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** Whether this reader already answered about `subject` today (kept in local storage). */
export const answeredToday = (subject: string): boolean => answeredMap()[subject] === today();

/** Remembers today's answer about `subject`, forgetting the answers of other days. */
export function rememberAnswer(subject: string): void {
  const day = today();
  const kept = Object.fromEntries(Object.entries(answeredMap()).filter(([, answered]) => answered === day));
  try {
    localStorage.setItem(storageKey, JSON.stringify({ ...kept, [subject]: day }));
  } catch {
    // Storage full or refused: the answer is still sent, only not remembered.
  }
}
