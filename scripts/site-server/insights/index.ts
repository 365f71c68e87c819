import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { insightLocales } from '@acme-docs/site/data/insights';
import { maskPersonalData } from '@acme-docs/site/data/insights-mask';
import { defaultCollectorLimits, insightsDataDir, insightsPaths, type CollectorLimits } from './config.ts';
import { buildReport, reportPeriod, type InsightsReport } from './report.ts';
import { reportPage } from './page.ts';
import { InsightEvent, eventProblem } from './schema.ts';
import { InsightsStore, isLockConflict } from './store.ts';

// Reader insights on the `npm start` server (issue #31): the collector's one
// endpoint, which checks each event against its schema and appends it to the
// data folder's DuckDB file, and the report as a page. No address is stored:
// the rate limit keeps each address in memory for its window only.

export interface InsightsOptions {
  /** The data folder (default: INSIGHTS_DATA_DIR, else .data/insights). */
  dataDir?: string;
  limits?: Partial<CollectorLimits>;
  /** The clock events are stamped with (the demo session spreads its events over days). */
  now?: () => number;
}

const here = path.dirname(fileURLToPath(import.meta.url));
// Two fixed files, named here, never from the request: no file server is needed to send them.
const scripts = {
  // Chart.js 4's browser build, beside the CommonJS entry (the package exports no other path).
  [insightsPaths.chartScript]: path.join(
    path.dirname(createRequire(import.meta.url).resolve('chart.js')),
    'chart.umd.min.js',
  ),
  [insightsPaths.reportScript]: path.join(here, 'public', 'report.js'),
};

class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Fastify's own refusals of a request, said so that a collector's author knows what to change. */
const frameworkProblems: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ''],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'Send the event as application/json (or text/plain holding JSON, as sendBeacon does).',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The body is empty: send one event as a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Content-Length does not match the body.'],
};

export const insights: FastifyPluginAsync<InsightsOptions> = async (parent, options) => {
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const limits = { ...defaultCollectorLimits, ...options.limits };
  const now = options.now ?? Date.now;
  const dataDir = options.dataDir ?? insightsDataDir();

  // Opened on first use, so a server nobody sends insights to never holds the file.
  let opening: Promise<InsightsStore> | undefined;
  const store = () => {
    opening ??= InsightsStore.open(dataDir).catch((error: unknown) => {
      opening = undefined;
      app.log.error({ err: error }, 'insights database');
      throw new HttpProblem(
        503,
        isLockConflict(error)
          ? `The insights database (${dataDir}) is in use by another process; set INSIGHTS_DATA_DIR to give this server its own.`
          : 'The insights database cannot be opened now; the server log says why.',
      );
    });
    return opening;
  };
  app.addHook('onClose', async () => {
    if (opening) await (await opening.catch(() => undefined))?.close();
  });

  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error instanceof HttpProblem) return reply.code(error.statusCode).send({ message: error.message });
    if (error.statusCode === 429) return reply.code(429).send({ message: error.message });
    const known = error.code ? frameworkProblems[error.code] : undefined;
    if (known) {
      const [status, message] = known;
      return reply.code(status).send({
        message: message || `The body is larger than the limit of ${limits.bodyLimit} bytes: send one event at a time.`,
      });
    }
    if (error.validation) return reply.code(400).send({ message: `The event is not valid: ${error.message}` });
    if (error.statusCode && error.statusCode < 500)
      return reply.code(error.statusCode).send({ message: error.message });
    app.log.error({ err: error }, 'insights');
    return reply.code(500).send({ message: 'The event could not be stored; the server log says why.' });
  });

  // sendBeacon sends text/plain: JSON either way, read by Fastify's parser (which refuses prototype keys).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  for (const type of ['application/json', 'text/plain'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: limits.bodyLimit }, parseJson);

  await app.register(rateLimit, { global: false });

  app.post(
    insightsPaths.events,
    {
      bodyLimit: limits.bodyLimit,
      schema: { body: InsightEvent },
      // One check per kind of event, so that the answer names the field at fault (schema.ts).
      validatorCompiler: () => (value) => {
        const problem = eventProblem(value);
        return problem ? { error: new Error(problem) } : { value };
      },
      config: {
        rateLimit: {
          max: limits.max,
          timeWindow: limits.windowSeconds * 1000,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            message: `Too many events from this address: ${limits.max} per ${limits.windowSeconds} seconds. Retry after ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds.`,
          }),
        },
      },
    },
    async (request, reply) => {
      const event = request.body;
      // Masked in the page already; again here, for collectors' clients that do not.
      if (event.type === 'search') event.query = maskPersonalData(event.query);
      if (event.type === 'page_feedback' && event.comment) event.comment = maskPersonalData(event.comment);
      await (await store()).append(event, now());
      return reply.code(204).send();
    },
  );

  const reportOf = async (query: Record<string, string | undefined>): Promise<InsightsReport> => {
    const { days, from, to, locale } = query;
    if (locale && !(insightLocales as readonly string[]).includes(locale))
      throw new HttpProblem(400, `"locale" must be one of ${insightLocales.join(', ')} (got "${locale}").`);
    let period;
    try {
      period = reportPeriod(
        { days: days ? Number(days) : undefined, from: from || undefined, to: to || undefined },
        now(),
      );
    } catch (error) {
      throw new HttpProblem(400, (error as Error).message);
    }
    return buildReport(await store(), period, locale ? [locale] : insightLocales);
  };
  const reportQuery = { querystring: { type: 'object', additionalProperties: { type: 'string' } } } as const;

  app.get(insightsPaths.reportJson, { schema: reportQuery }, async (request, reply) =>
    reply
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-store')
      .send(await reportOf(request.query as Record<string, string | undefined>)),
  );

  app.get(insightsPaths.report, { schema: reportQuery }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const report = await reportOf(query);
    return reply
      .header('X-Robots-Tag', 'noindex')
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(reportPage(report, { locale: query.locale }));
  });

  for (const [url, file] of Object.entries(scripts))
    app.get(url, (_request, reply) =>
      reply
        .header('X-Robots-Tag', 'noindex')
        .header('Cache-Control', 'no-cache')
        .type('text/javascript; charset=utf-8')
        .send(fs.createReadStream(file)),
    );
};
