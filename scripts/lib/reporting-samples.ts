import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { isQuerySample, sampleKey, type RecordedCall, type RecordedSample } from '@acme-docs/site/verified-samples';
import type { CodeSample, DocPage } from './docs-content.ts';

export { isReportingPage } from '@acme-docs/site/verified-samples';

// Runs the Query API requests the reporting pages show, against the sandbox:
// each bash (curl), JavaScript or Python sample that calls /v1/query is
// executed as a reader would run it, with https://api.acme.example pointed at
// a loopback server that hands every request to the sandbox app (app.inject).

const run = promisify(execFile);

const runners: Record<string, { file: string; command: (file: string) => [string, string[]] }> = {
  bash: { file: 'sample.sh', command: (f) => ['bash', ['-e', f]] },
  js: { file: 'sample.mjs', command: (f) => [process.execPath, [f]] },
  python: { file: 'sample.py', command: (f) => ['python3', [f]] },
};
const aliases: Record<string, string> = { sh: 'bash', shell: 'bash', javascript: 'js', mjs: 'js', py: 'python' };

export interface QuerySample {
  page: string;
  line: number;
  language: string;
  code: string;
  /** Its key in the record of runs (site/src/data/verified-samples.json). */
  key: string;
}

/** Samples that call the Query API; a language this runner cannot execute is returned too, to be reported. */
export function querySamples(page: DocPage): QuerySample[] {
  return page.samples
    .filter((s: CodeSample) => isQuerySample(s.language, s.code))
    .map((s) => ({
      page: page.relative,
      line: s.line,
      language: aliases[s.language] ?? s.language,
      code: s.code,
      key: sampleKey(page.relative, s.code),
    }));
}

export const canRun = (sample: QuerySample) => sample.language in runners;

export interface Exchange {
  method: string;
  url: string;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: string;
  status: number;
  contentType: string;
  body: string;
}

/** A loopback server on port 0 that forwards to the app and records each exchange. */
export async function sandboxProxy(app: FastifyInstance) {
  const exchanges: Exchange[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const requestBody = Buffer.concat(chunks).toString('utf8');
    const answer = await app.inject({
      method: req.method as 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      ...(requestBody ? { payload: requestBody } : {}),
    });
    exchanges.push({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      requestHeaders: req.headers,
      requestBody,
      status: answer.statusCode,
      contentType: String(answer.headers['content-type'] ?? ''),
      body: answer.body,
    });
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    res.writeHead(answer.statusCode, headers as http.OutgoingHttpHeaders);
    res.end(answer.rawPayload);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    exchanges,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SampleEnv {
  base: string;
  token: string;
  appId: string;
  appSecret: string;
}

/** Executes one sample with the production address pointed at the sandbox. */
export async function runSample(sample: QuerySample, env: SampleEnv): Promise<{ stdout: string; stderr: string }> {
  const runner = runners[sample.language]!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-sample-'));
  const file = path.join(dir, runner.file);
  fs.writeFileSync(file, sample.code.replaceAll('https://api.acme.example', env.base));
  const [command, args] = runner.command(file);
  try {
    return await run(command, args, {
      cwd: dir,
      timeout: 30_000,
      env: {
        ...process.env,
        TOKEN: env.token,
        ACME_APP_ID: env.appId,
        ACME_APP_SECRET: env.appSecret,
        APP_ID: env.appId,
        APP_SECRET: env.appSecret,
      },
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What is wrong with one recorded answer of a Query API call (empty when it is right). */
export function exchangeProblems(x: Exchange): string[] {
  const where = `${x.method} ${x.url}`;
  if (!x.url.startsWith('/v1/query/')) return [];
  if (x.status === 304 && x.requestHeaders['if-none-match']) return [];
  if (x.status !== 200) return [`${where} answered ${x.status}: ${x.body.slice(0, 300)}`];
  const report = /^\/v1\/query\/accounts\/(\d+)\/(campaigns|transactions)\/?$/.exec(x.url.split('?')[0]!);
  if (x.method === 'POST' && report) {
    const request = JSON.parse(x.requestBody) as {
      metrics: string[];
      dimensions?: string[];
      interval?: string | null;
      limit?: number | null;
    };
    const columns = [
      ...(request.interval ? ['datetime'] : []),
      ...(request.dimensions ?? []),
      ...new Set(request.metrics),
    ];
    if (x.contentType.startsWith('text/csv')) {
      const header = x.body.split('\r\n')[0]!.split(',');
      return header.join(',') === columns.join(',')
        ? []
        : [`${where}: CSV header ${header.join(',')}, expected ${columns.join(',')}`];
    }
    const answer = JSON.parse(x.body) as unknown;
    if (!isObject(answer) || !Array.isArray(answer.data)) return [`${where}: no data list in ${x.body.slice(0, 200)}`];
    const problems: string[] = [];
    if (answer.accountId !== report[1])
      problems.push(`${where}: accountId ${JSON.stringify(answer.accountId)}, expected "${report[1]}"`);
    if (!Number.isInteger(answer.queryTimeMs)) problems.push(`${where}: queryTimeMs is not an integer`);
    if (answer.data.length === 0)
      problems.push(`${where}: no rows (are the sample's dates inside the sandbox's data?)`);
    if (request.limit && answer.data.length > request.limit)
      problems.push(`${where}: ${answer.data.length} rows over the limit ${request.limit}`);
    for (const row of answer.data as unknown[]) {
      if (!isObject(row) || Object.keys(row).join(',') !== columns.join(',')) {
        problems.push(`${where}: row ${JSON.stringify(row)} does not have the columns ${columns.join(',')}`);
        break;
      }
    }
    return problems;
  }
  const answer = JSON.parse(x.body) as unknown;
  if (x.url.split('?')[0]!.endsWith('/help')) {
    const ok =
      isObject(answer) &&
      ['metrics', 'dimensions'].every(
        (k) =>
          Array.isArray(answer[k]) &&
          (answer[k] as unknown[]).every(
            (d) => isObject(d) && typeof d.slug === 'string' && typeof d.description === 'string',
          ),
      );
    return ok ? [] : [`${where}: not a catalogue of metrics and dimensions`];
  }
  const accounts = Array.isArray(answer) ? answer : [answer];
  return accounts.every((a) => isObject(a) && typeof a.accountId === 'string' && typeof a.accountName === 'string')
    ? []
    : [`${where}: not an account or a list of accounts`];
}

/** Dates written in the samples' request bodies, so the sandbox's data can be made to cover them. */
export const sampleDates = (samples: QuerySample[]) =>
  samples.flatMap((s) => s.code.match(/\b20\d\d-\d\d-\d\d\b/g) ?? []).sort();

/** Rows kept of a recorded answer: enough to show its shape. */
const recordedRows = 3;

/** The record of one sample's run: each call it made, its status and the columns it answered. */
export function recordOf(sample: QuerySample, exchanges: Exchange[]): RecordedSample {
  const calls = exchanges.map((x): RecordedCall => {
    let response: unknown = x.body;
    let columns: string[] = [];
    let rows: number | undefined;
    if (x.contentType.startsWith('text/csv')) {
      const lines = x.body.split('\r\n').filter(Boolean);
      columns = lines[0]?.split(',') ?? [];
      rows = lines.length - 1;
      response = lines.slice(0, recordedRows + 1).join('\n') + (rows > recordedRows ? '\n…' : '');
    } else if (x.body) {
      try {
        const answer = JSON.parse(x.body) as unknown;
        // The server's own timing and the token change on every run: the record keeps what the sample asked for.
        if (isObject(answer)) {
          delete answer.queryTimeMs;
          if (typeof answer.access_token === 'string') answer.access_token = '…';
        }
        if (isObject(answer) && Array.isArray(answer.data)) {
          rows = answer.data.length;
          columns = isObject(answer.data[0]) ? Object.keys(answer.data[0]) : [];
          answer.data = answer.data.slice(0, recordedRows);
        } else if (Array.isArray(answer)) {
          rows = answer.length;
          columns = isObject(answer[0]) ? Object.keys(answer[0]) : [];
        } else if (isObject(answer)) columns = Object.keys(answer);
        response = Array.isArray(answer) ? answer.slice(0, recordedRows) : answer;
      } catch {
        // Not JSON: kept as text.
      }
    } else response = null;
    return {
      method: x.method,
      path: x.url,
      status: x.status,
      columns,
      ...(rows === undefined ? {} : { rows }),
      response,
    };
  });
  return { language: sample.language, calls };
}
