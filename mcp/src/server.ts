import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { DEFAULT_DATA_DIR } from '@acme-docs/query-api/config';
import { apiPages } from '@acme-docs/site/api-pages';
import { brand } from '@acme-docs/site/data/brand';
import { search } from '@acme-docs/site/data/search';
import { createDocs, DocsError, type Docs } from './docs.ts';
import { createSandboxClient, sandboxMethods, SandboxError, type SandboxClient } from './sandbox.ts';

// The MCP server over the docs and the sandbox (issue #27): the same server
// runs over stdio (`npm run mcp`, stdio.ts) and over Streamable HTTP at /mcp
// of the `npm start` server (scripts/site-server/mcp.ts). Every tool checks
// its input with zod; a bad call gets a tool error (isError) that says what
// to change.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface DocsServerOptions {
  /** The production build: its twins, llms.txt files and Pagefind indexes. */
  buildDir: string;
  /** The loopback address of the Query API sandbox (`npm start` runs it on SANDBOX_PORT, 8080). */
  sandboxUrl?: string;
  /** The sandbox's data folder, with its demo credentials (QUERY_API_DATA_DIR). */
  sandboxDataDir?: string;
}

/** What the servers of one process share: the build's docs, the search instances and the sandbox token. */
export interface DocsContext {
  docs: Docs;
  sandbox: SandboxClient;
}

export function createDocsContext({ buildDir, sandboxUrl, sandboxDataDir }: DocsServerOptions): DocsContext {
  return {
    docs: createDocs({ buildDir, siteUrl: brand.urls.docs }),
    sandbox: createSandboxClient({
      url: sandboxUrl ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8080}`,
      dataDir: sandboxDataDir ?? (process.env.QUERY_API_DATA_DIR || DEFAULT_DATA_DIR),
    }),
  };
}

const pageLink = z.object({
  title: z.string(),
  url: z.string().describe('The HTML page'),
  markdownUrl: z.string().describe('Its Markdown twin, for get_page'),
  description: z.string(),
});

/** Text for the model, the same data as structured content for programs. */
const answer = <T extends Record<string, unknown>>(text: string, structured: T) => ({
  content: [{ type: 'text' as const, text }],
  structuredContent: structured,
});

/** Errors the tools expect (a missing page, a stopped sandbox) become tool errors with their message; others too, said plainly. */
async function guarded<T>(
  work: () => Promise<T>,
): Promise<T | { content: { type: 'text'; text: string }[]; isError: true }> {
  try {
    return await work();
  } catch (error) {
    const known = error instanceof DocsError || error instanceof SandboxError;
    return {
      content: [
        { type: 'text', text: known ? (error as Error).message : `The tool failed: ${(error as Error).message}` },
      ],
      isError: true,
    };
  }
}

export function createMcpServer(context: DocsContext): McpServer {
  const { docs, sandbox } = context;
  const server = new McpServer(
    { name: 'acme-docs', title: brand.siteTitle, version: '1.0.0' },
    {
      instructions: `${brand.siteTitle}: search and read the docs as Markdown (search_docs, get_page, list_pages), read the OpenAPI files (get_openapi), and call the local Query API sandbox with its demo credentials (run_query_api). Locales: ${docs.locales.join(', ')}.`,
    },
  );
  const locale = z
    .enum(docs.locales as [string, ...string[]])
    .optional()
    .describe(`The language of the pages: ${docs.locales.join(', ')} (default ${docs.defaultLocale})`);

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Searches the documentation with the site search (same index and ranking) and returns the best pages, each with its title, HTML URL, Markdown URL and a snippet.',
      inputSchema: {
        query: z
          .string()
          .trim()
          .min(1, 'Give the words to search for.')
          .max(search.maxQueryLength, `A query is at most ${search.maxQueryLength} characters.`),
        locale,
      },
      outputSchema: { results: z.array(pageLink.extend({ section: z.string(), snippet: z.string() })) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ query, locale: wanted }) =>
      guarded(async () => {
        const results = await docs.search(query, wanted ?? docs.defaultLocale, 10);
        const text = results.length
          ? results
              .map((r, i) => `${i + 1}. ${r.title} (${r.section})\n   ${r.markdownUrl}\n   ${r.snippet}`)
              .join('\n')
          : `No page matches "${query}". Try other words, or list_pages to browse the sections.`;
        return answer(text, { results });
      }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        "Returns a page's Markdown twin: its header (title, description, HTML URL, last update, translation state), then its content with code samples, tables and diagram sources. Give the page's URL or path (/glossary, https://docs.acme.example/ja/glossary, /glossary.md).",
      inputSchema: {
        url_or_path: z.string().trim().min(1, 'Give a page URL or path, such as /glossary.').max(2048),
        locale,
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ url_or_path: urlOrPath, locale: wanted }) =>
      guarded(async () => {
        const page = docs.page(urlOrPath, wanted);
        if (!page)
          throw new DocsError(
            `No page at "${urlOrPath}"${wanted ? ` in ${wanted}` : ''}. Find pages with search_docs or list_pages.`,
          );
        return { content: [{ type: 'text' as const, text: page.markdown }] };
      }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description:
        'Lists the pages of the docs by section (the sidebar groups, as in llms.txt), each with its Markdown URL and description. Give a section to list only its pages.',
      inputSchema: {
        section: z.string().trim().min(1).max(200).optional().describe('A section title, or the start of one'),
        locale,
      },
      outputSchema: { sections: z.array(z.object({ title: z.string(), pages: z.array(pageLink) })) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ section, locale: wanted }) =>
      guarded(async () => {
        const all = docs.sections(wanted ?? docs.defaultLocale);
        const fold = (text: string) => text.toLocaleLowerCase().normalize('NFKC');
        const chosen = section
          ? all.filter((s) => fold(s.title) === fold(section) || fold(s.title).startsWith(fold(section)))
          : all;
        if (!chosen.length)
          throw new DocsError(`No section "${section}". The sections are: ${all.map((s) => s.title).join('; ')}.`);
        const text = chosen
          .map(
            (s) =>
              `## ${s.title}\n${s.pages.map((p) => `- ${p.title}: ${p.markdownUrl}\n  ${p.description}`).join('\n')}`,
          )
          .join('\n\n');
        return answer(text, { sections: chosen });
      }),
  );

  const apiIds = apiPages.map((page) => page.id) as [string, ...string[]];
  server.registerTool(
    'get_openapi',
    {
      title: 'Read an OpenAPI file',
      description: `Returns the OpenAPI 3.1 file of one API, as published (JSON for query-api, YAML for the others): ${apiPages.map((p) => `${p.id} (${p.label})`).join(', ')}.`,
      inputSchema: { api: z.enum(apiIds, { error: `Choose one of: ${apiIds.join(', ')}.` }) },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async ({ api }) =>
      guarded(async () => {
        const page = apiPages.find((p) => p.id === api)!;
        const file = path.join(repoRoot, page.file);
        return { content: [{ type: 'text' as const, text: fs.readFileSync(file, 'utf8') }] };
      }),
  );

  server.registerTool(
    'run_query_api',
    {
      title: 'Call the Query API sandbox',
      description: `Calls the Query API sandbox running on this machine (${sandbox.origin}) with its demo credentials: the tool gets and renews the access token itself. Give the method, the path (such as /v1/query/accounts/ or /v1/query/accounts/1001/campaigns/) and, for a report, the JSON body. Returns the status, headers and body. It calls nothing but the local sandbox.`,
      inputSchema: {
        method: z.enum(sandboxMethods, { error: `The method is one of ${sandboxMethods.join(', ')}.` }),
        path: z
          .string()
          .trim()
          .min(1)
          .max(2048)
          .describe('A path of the sandbox, such as /v1/query/accounts/1001/campaigns/'),
        body: z
          .union([z.record(z.string(), z.unknown()), z.string()])
          .optional()
          .describe('The JSON request body (an object), for POST'),
      },
      outputSchema: { status: z.number(), headers: z.record(z.string(), z.string()), body: z.string() },
      annotations: { readOnlyHint: false, openWorldHint: false },
    },
    async ({ method, path: target, body }) =>
      guarded(async () => {
        const result = await sandbox.call(method, target, body);
        const headers = Object.entries(result.headers)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n');
        return answer(`HTTP ${result.status}\n${headers}\n\n${result.body}`, { ...result });
      }),
  );

  return server;
}
