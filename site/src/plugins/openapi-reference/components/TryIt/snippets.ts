import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import type { PreparedRequest } from './request';

export const snippetLanguages = [
  { id: 'curl', label: 'curl', target: 'shell', client: 'curl' },
  { id: 'fetch', label: 'JavaScript (fetch)', target: 'javascript', client: 'fetch' },
  { id: 'requests', label: 'Python (requests)', target: 'python', client: 'requests' },
] as const;

const postDataOf = (mimeType: string, text: string) =>
  mimeType === 'application/x-www-form-urlencoded'
    ? { mimeType, params: [...new URLSearchParams(text)].map(([name, value]) => ({ name, value })) }
    : { mimeType, text };

/** The request as sent, in each language (httpsnippet-lite writes them); Basic credentials are masked. */
export async function snippetsOf(request: PreparedRequest): Promise<Record<string, string>> {
  const url = new URL(request.url);
  const headers = request.headers.map(([name, value]) => ({
    name,
    value: value.startsWith('Basic ') ? 'Basic <base64 of APP_ID:APP_SECRET>' : value,
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
    snippetLanguages.map(async (l) => [l.id, String(await snippet.convert(l.target, l.client))] as const),
  );
  return Object.fromEntries(entries);
}
