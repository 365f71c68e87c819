import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import type { PreparedRequest } from './request';

/**
 * The seven languages of the samples. Their values are those of the guides'
 * `server-language` tabs (curl, nodejs, python…), so one choice of tab holds
 * on every page.
 */
export const snippetLanguages = [
  { id: 'curl', label: 'cURL', target: 'shell', client: 'curl', fence: 'bash' },
  { id: 'nodejs', label: 'JavaScript (fetch)', target: 'javascript', client: 'fetch', fence: 'js' },
  { id: 'python', label: 'Python (requests)', target: 'python', client: 'requests', fence: 'python' },
  { id: 'go', label: 'Go', target: 'go', client: 'native', fence: 'go' },
  { id: 'java', label: 'Java', target: 'java', client: 'nethttp', fence: 'java' },
  { id: 'csharp', label: 'C#', target: 'csharp', client: 'httpclient', fence: 'csharp' },
  { id: 'php', label: 'PHP', target: 'php', client: 'curl', fence: 'php' },
] as const;
export type SnippetLanguage = (typeof snippetLanguages)[number]['id'];

/** The tab group of the guides' server-side samples (Docusaurus keeps its choice in localStorage). */
export const snippetTabGroup = 'server-language';

/**
 * The environment variables the samples read their credentials from: a
 * sample never holds the app secret or a token, only these names (the guides
 * use the same ones).
 */
export const credentialVariables = { appId: 'ACME_APP_ID', appSecret: 'ACME_APP_SECRET', token: 'TOKEN' } as const;

// Stand-ins that httpsnippet-lite writes as they are, replaced afterwards by
// each language's way of reading the environment.
const basicStandIn = 'Basic __ACME_BASIC_CREDENTIALS__';
const bearerStandIn = 'Bearer __ACME_BEARER_TOKEN__';

interface Language {
  /** A string literal of the language. */
  literal: (text: string) => string;
  concat: string;
  env: (name: string) => string;
  /** base64 of "app id:app secret", computed by the program from the environment. */
  base64Credentials: string;
  /** Adds what the expressions need (os, base64) to the program's imports. */
  imports?: (code: string, needsBase64: boolean) => string;
}

const { appId, appSecret, token } = credentialVariables;
const doubleQuoted = (text: string) => JSON.stringify(text);
const singleQuoted = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const languages: Record<Exclude<SnippetLanguage, 'curl'>, Language> = {
  nodejs: {
    literal: singleQuoted,
    concat: ' + ',
    env: (name) => `process.env.${name}`,
    base64Credentials: 'btoa(`${process.env.' + appId + '}:${process.env.' + appSecret + '}`)',
  },
  python: {
    literal: doubleQuoted,
    concat: ' + ',
    env: (name) => `os.environ["${name}"]`,
    base64Credentials: `base64.b64encode(f"{os.environ['${appId}']}:{os.environ['${appSecret}']}".encode()).decode()`,
    imports: (code, needsBase64) => `${needsBase64 ? 'import base64\n' : ''}import os\n${code}`,
  },
  go: {
    literal: doubleQuoted,
    concat: '+',
    env: (name) => `os.Getenv("${name}")`,
    base64Credentials: `base64.StdEncoding.EncodeToString([]byte(os.Getenv("${appId}")+":"+os.Getenv("${appSecret}")))`,
    imports: (code, needsBase64) =>
      code.replace('import (\n', `import (\n${needsBase64 ? '\t"encoding/base64"\n' : ''}\t"os"\n`),
  },
  java: {
    literal: doubleQuoted,
    concat: ' + ',
    env: (name) => `System.getenv("${name}")`,
    base64Credentials: `java.util.Base64.getEncoder().encodeToString((System.getenv("${appId}") + ":" + System.getenv("${appSecret}")).getBytes())`,
  },
  csharp: {
    literal: doubleQuoted,
    concat: ' + ',
    env: (name) => `Environment.GetEnvironmentVariable("${name}")`,
    base64Credentials: `Convert.ToBase64String(System.Text.Encoding.UTF8.GetBytes(Environment.GetEnvironmentVariable("${appId}") + ":" + Environment.GetEnvironmentVariable("${appSecret}")))`,
  },
  php: {
    literal: doubleQuoted,
    concat: ' . ',
    env: (name) => `getenv('${name}')`,
    base64Credentials: `base64_encode(getenv('${appId}') . ':' . getenv('${appSecret}'))`,
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces each string literal that holds a stand-in (a header's value, or
 * PHP's whole header line) by an expression that builds it from the
 * environment: `"Authorization: Bearer " . getenv('TOKEN')`.
 */
function fromEnvironment(code: string, language: Exclude<SnippetLanguage, 'curl'>): string {
  const l = languages[language];
  let needsBase64 = false;
  let result = code;
  for (const [standIn, scheme, value] of [
    [basicStandIn, 'Basic ', l.base64Credentials],
    [bearerStandIn, 'Bearer ', l.env(token)],
  ] as const) {
    const literal = new RegExp(`(["'])([^"'\\n]*?)${escapeRegExp(standIn)}\\1`, 'g');
    result = result.replace(literal, (_match, _quote: string, before: string) => {
      if (standIn === basicStandIn) needsBase64 = true;
      return `${l.literal(before + scheme)}${l.concat}${value}`;
    });
  }
  return l.imports && result !== code ? l.imports(result, needsBase64) : result;
}

/** curl: the Basic header becomes `--user`, the token a double-quoted header that the shell expands. */
function curlFromEnvironment(code: string): string {
  return code
    .replace(new RegExp(`--header '[^'\\n]*${escapeRegExp(basicStandIn)}'`), `--user "$${appId}:$${appSecret}"`)
    .replace(
      new RegExp(`--header '([^'\\n]*)${escapeRegExp(bearerStandIn)}'`),
      (_match, name: string) => `--header "${name}Bearer $${token}"`,
    );
}

const postDataOf = (mimeType: string, text: string) =>
  mimeType === 'application/x-www-form-urlencoded'
    ? { mimeType, params: [...new URLSearchParams(text)].map(([name, value]) => ({ name, value })) }
    : { mimeType, text };

/**
 * A request in each of the seven languages, written by httpsnippet-lite. Its
 * credentials are read from the environment variables of
 * `credentialVariables`: HTTP Basic from the app id and secret, a bearer token
 * from TOKEN. Whatever the panel holds, no secret and no token is written.
 */
export async function snippetsOf(request: PreparedRequest): Promise<Record<SnippetLanguage, string>> {
  const url = new URL(request.url);
  const headers = request.headers.map(([name, value]) => ({
    name,
    value: /^basic /i.test(value) ? basicStandIn : /^bearer /i.test(value) ? bearerStandIn : value,
  }));
  const har: HarRequest = {
    method: request.method,
    url: `${url.origin}${url.pathname}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
    ...(request.body !== undefined && request.mediaType
      ? { postData: postDataOf(request.mediaType, request.body) }
      : {}),
  };
  const snippet = new HTTPSnippet(har);
  const entries = await Promise.all(
    snippetLanguages.map(async (l) => {
      const code = String(await snippet.convert(l.target, l.client));
      return [l.id, l.id === 'curl' ? curlFromEnvironment(code) : fromEnvironment(code, l.id)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<SnippetLanguage, string>;
}
