// Reader insights (issue #31): page and code-block feedback, and what readers
// search for. The limits and words here are shared by the site's controls, the
// collector's schema (scripts/site-server/insights/) and the report.

export const insightLimits = {
  /** Longest query kept, as the search input accepts (REQ-SEARCH-3). */
  queryLength: 64,
  /** Longest feedback comment, in characters. */
  commentLength: 1000,
  /** Longest page path recorded. */
  pageLength: 512,
  /** Quiet time after the last answer to a query before it counts as a search (not every keystroke). */
  searchPauseMs: 1000,
} as const;

/** Why a page did not help: the choices offered after "No", in this order. */
export const feedbackReasons = ['outdated', 'hard-to-follow', 'missing-example', 'code-broken', 'other'] as const;
export type FeedbackReason = (typeof feedbackReasons)[number];

/** The English wording of each reason, as the report prints it (the site translates its own). */
export const feedbackReasonLabels: Record<FeedbackReason, string> = {
  outdated: 'Wrong or outdated',
  'hard-to-follow': 'Hard to follow',
  'missing-example': 'Missing an example',
  'code-broken': 'The code does not work',
  other: 'Other',
};

export const insightLocales = ['en', 'ja', 'fr'] as const;
export type InsightLocale = (typeof insightLocales)[number];
export type SearchSource = 'modal' | 'page';

interface Common {
  locale: InsightLocale;
  /** The path of the page the reader was on. */
  page: string;
}

/** "Was this page helpful?", answered, with the optional reason (No only) and comment. */
export interface PageFeedbackEvent extends Common {
  type: 'page_feedback';
  helpful: boolean;
  reason?: FeedbackReason;
  comment?: string;
}

/** "Did this code work?" on one code block: its place on the page and a hash of its code. */
export interface CodeFeedbackEvent extends Common {
  type: 'code_feedback';
  works: boolean;
  /** The block's position among the page's code blocks, from 1. */
  block: number;
  /** 8 hex digits (FNV-1a) of the block's code: the block still, after blocks above it moved. */
  codeHash: string;
  language: string;
}

/** A query that settled (the reader paused), and how many pages it found. */
export interface SearchEvent extends Common {
  type: 'search';
  /** Random, made in the browser: ties the outcome to its search. */
  searchId: string;
  source: SearchSource;
  query: string;
  results: number;
}

/** What came of a search: the rank (from 1) of the result opened, or null for none. */
export interface SearchOutcomeEvent extends Common {
  type: 'search_outcome';
  searchId: string;
  source: SearchSource;
  rank: number | null;
}

export type InsightEvent = PageFeedbackEvent | CodeFeedbackEvent | SearchEvent | SearchOutcomeEvent;

const masks: [RegExp, string][] = [
  // JSON Web Tokens, before anything else reads their dots.
  [/\beyJ[\w-]{4,}\.[\w-]{4,}(?:\.[\w-]*)?/g, '[token]'],
  // A credential after its scheme or name: "Bearer …", "api_key=…", "password: …".
  [/\b(bearer|basic)\s+[\w.~+/=-]{8,}/gi, '$1 [secret]'],
  [
    /\b((?:api[_-]?key|apikey|access[_-]?token|refresh[_-]?token|token|secret|client[_-]?secret|app[_-]?secret|password|passwd|pwd)\s*[:=]\s*)\S+/gi,
    '$1[secret]',
  ],
  // Keys with a vendor's prefix: Stripe-like sk_/pk_/rk_, GitHub, Slack, AWS, Google.
  [
    /\b(?:[spr]k_(?:live|test)_[\w]{6,}|gh[pousr]_\w{16,}|github_pat_\w{16,}|xox[abprs]-[\w-]{8,}|AKIA[0-9A-Z]{12,}|AIza[\w-]{20,})/g,
    '[secret]',
  ],
];
/** Long digit runs: card, phone and account numbers (spaces and dashes allowed inside). */
const digitRun = /\+?\d(?:[ -]?\d){9,}/g;

/** An e-mail address, or the start of one typed so far: "name@", "name@exa". A version ("sdk@2.1") is not one. */
const emailLike = /^[^\s@]+@(?!v?\d[\d.]*$)[^\s]*$/i;
/** A long run of letters and digits mixed, as keys and tokens are (words with underscores are not). */
const secretLike = /^[\w+/=.~-]{20,}$/;
const mixed = (word: string) => (word.match(/\d/g)?.length ?? 0) >= 2 && (word.match(/[a-z]/gi)?.length ?? 0) >= 2;

/**
 * Masks what looks like an e-mail address, a token or a secret in text a reader
 * typed (a query, a comment), before it leaves the page. Each masked run
 * becomes a bracketed word naming what it was.
 */
export function maskPersonalData(text: string): string {
  let masked = text;
  for (const [pattern, replacement] of masks) masked = masked.replace(pattern, replacement);
  return masked
    .split(/(\s+)/)
    .map((word) =>
      emailLike.test(word)
        ? '[email]'
        : secretLike.test(word) && mixed(word) && !/^\[\w+\]$/.test(word)
          ? '[secret]'
          : word,
    )
    .join('')
    .replace(digitRun, '[number]');
}

/** A query as it is recorded: masked first (a cut could leave half an address unmasked), then cut. */
export const recordedQuery = (query: string): string =>
  maskPersonalData(query.trim()).slice(0, insightLimits.queryLength).trim();
