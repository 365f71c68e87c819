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
