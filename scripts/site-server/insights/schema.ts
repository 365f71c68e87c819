import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  feedbackReasons,
  insightLimits,
  insightLocales,
  type InsightEvent as SiteInsightEvent,
} from '@acme-docs/site/data/insights';

// The events the collector accepts: the site's types (site/src/data/insights.ts)
// as TypeBox schemas, so each is checked field by field before it is stored.

const common = {
  locale: Type.Union(insightLocales.map((locale) => Type.Literal(locale))),
  page: Type.String({ minLength: 1, maxLength: insightLimits.pageLength, pattern: '^/' }),
};
const searchId = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });
const source = Type.Union([Type.Literal('modal'), Type.Literal('page')]);
const closed = { additionalProperties: false } as const;

export const PageFeedbackEvent = Type.Object(
  {
    type: Type.Literal('page_feedback'),
    ...common,
    helpful: Type.Boolean(),
    reason: Type.Optional(Type.Union(feedbackReasons.map((reason) => Type.Literal(reason)))),
    comment: Type.Optional(Type.String({ maxLength: insightLimits.commentLength })),
  },
  closed,
);

export const CodeFeedbackEvent = Type.Object(
  {
    type: Type.Literal('code_feedback'),
    ...common,
    works: Type.Boolean(),
    block: Type.Integer({ minimum: 1, maximum: 10_000 }),
    codeHash: Type.String({ pattern: '^[0-9a-f]{8}$' }),
    language: Type.String({ pattern: '^[A-Za-z0-9_+#.-]{1,32}$' }),
  },
  closed,
);

export const SearchEvent = Type.Object(
  {
    type: Type.Literal('search'),
    ...common,
    searchId,
    source,
    query: Type.String({ minLength: 1, maxLength: insightLimits.queryLength }),
    results: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  },
  closed,
);

export const SearchOutcomeEvent = Type.Object(
  {
    type: Type.Literal('search_outcome'),
    ...common,
    searchId,
    source,
    rank: Type.Union([Type.Integer({ minimum: 1, maximum: 10_000 }), Type.Null()]),
  },
  closed,
);

export const InsightEvent = Type.Union([PageFeedbackEvent, CodeFeedbackEvent, SearchEvent, SearchOutcomeEvent]);
export type InsightEvent = Static<typeof InsightEvent>;

// The schemas and the site's types must describe the same events: each fails to compile if they drift.
const _siteEventsAreAccepted = (event: SiteInsightEvent): InsightEvent => event;
const _acceptedEventsAreTheSites = (event: InsightEvent): SiteInsightEvent => event;

const byType = new Map<string, ReturnType<typeof TypeCompiler.Compile<TSchema>>>(
  [PageFeedbackEvent, CodeFeedbackEvent, SearchEvent, SearchOutcomeEvent].map((schema) => [
    schema.properties.type.const,
    TypeCompiler.Compile(schema),
  ]),
);

/**
 * Checks one event against the schema of its `type`, so the answer names the
 * field at fault rather than every kind of event it failed to be. Returns the
 * problem in a sentence, or undefined when the event is valid.
 */
export function eventProblem(value: unknown): string | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'The body must be one event: a JSON object.';
  const type = (value as { type?: unknown }).type;
  const check = typeof type === 'string' ? byType.get(type) : undefined;
  if (!check) return `"type" must be one of ${[...byType.keys()].join(', ')}.`;
  const error = check.Errors(value).First();
  if (error) {
    const field = error.path ? `"${error.path.slice(1).replaceAll('/', '.')}"` : 'The event';
    return `${field}: ${error.message.replace(/^Expected/, 'expected')}.`;
  }
  if (type === 'page_feedback' && (value as { helpful: boolean; reason?: string }).helpful && 'reason' in value)
    return '"reason": a reason goes with a No answer only.';
  return undefined;
}
