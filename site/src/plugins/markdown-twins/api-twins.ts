import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { BlockContent, PhrasingContent, RootContent, Table, TableRow } from 'mdast';
import type { ApiBody, ApiOperation, ApiReference, ApiSummary } from '../openapi-reference/types';
import { typeLabel } from '../openapi-reference/schema-type';
import { formatExample, prepareRequest } from '../openapi-reference/components/TryIt/request';
import { snippetsOf } from '../openapi-reference/components/TryIt/snippets';
import { bulletList, code, heading, paragraph, text } from './mdx-to-markdown';
import type { Messages } from './ui-messages';

// The API pages' twins, from the same page model the pages render
// (openapi-reference: loadDocument and referenceOf, via that plugin's loaded
// content): each operation with its method and path, summary, parameters,
// request body example, responses by status code and a curl sample.

const components = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi-reference/components');
/** The components whose words the API twins quote. */
export const apiMessageSources = ['ApiPage', 'ApiOperation', 'ApiIndexPage', 'ApiIntro'].map((name) =>
  path.join(components, name, 'index.tsx'),
);

interface ApiTwinContext {
  messages: Messages;
  absoluteUrl: (url: string) => string;
}

const inlineCode = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const strong = (children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
const row = (cells: PhrasingContent[][]): TableRow => ({
  type: 'tableRow',
  children: cells.map((children) => ({ type: 'tableCell', children })),
});

/**
 * A description as the model holds it (HTML that `marked` made from the file's
 * CommonMark) back in Markdown: the pages and the twins read one model, so a
 * localized document reaches both.
 */
function descriptionOf(html: string | undefined, context: ApiTwinContext): RootContent[] {
  if (!html) return [];
  const tree = toMdast(fromHtml(html, { fragment: true }) as HastRoot) as { children: RootContent[] };
  const rewrite = (nodes: RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'link' || node.type === 'image') node.url = context.absoluteUrl(node.url);
      if ('children' in node) rewrite(node.children as RootContent[]);
    }
  };
  rewrite(tree.children);
  return tree.children;
}

/** A sample value of a parameter for the curl line: its example, else its name in braces. */
const sampleValue = (value: unknown, name: string) =>
  value === undefined || value === null ? `{${name}}` : typeof value === 'string' ? value : JSON.stringify(value);

/** The operation as a curl command (httpsnippet-lite, as the try-it panels write theirs), with placeholders for credentials. */
async function curlOf(operation: ApiOperation, reference: ApiReference): Promise<string> {
  const values = Object.fromEntries(
    operation.parameters
      .filter((p) => p.required || p.example !== undefined)
      .map((p) => [`${p.in}:${p.name}`, sampleValue(p.example, p.name)]),
  );
  const body = operation.requestBody
    ? formatExample(operation.requestBody.mediaType, operation.requestBody.example ?? {})
    : undefined;
  const request = prepareRequest(
    operation,
    { server: reference.servers[0]?.url ?? reference.tryIt.defaultServer, values, body },
    { appId: 'APP_ID', appSecret: 'APP_SECRET', token: 'ACCESS_TOKEN' },
    reference.securitySchemes,
  );
  const snippets = await snippetsOf(request);
  if (!snippets.curl) throw new Error(`No curl sample for ${operation.method} ${operation.path}`);
  return snippets.curl;
}

function bodyOf(body: ApiBody, t: Messages): RootContent[] {
  return [
    paragraph([inlineCode(body.mediaType), ...(body.description ? [text(` — ${body.description}`)] : [])]),
    ...(body.example !== undefined
      ? [
          paragraph([text(t('openapi.example'))]),
          code(formatExample(body.mediaType, body.example), /json/.test(body.mediaType) ? 'json' : undefined),
        ]
      : []),
  ];
}

async function operationOf(
  operation: ApiOperation,
  reference: ApiReference,
  context: ApiTwinContext,
): Promise<RootContent[]> {
  const t = context.messages;
  const nodes: RootContent[] = [
    heading(3, [text(operation.summary)]),
    paragraph([
      inlineCode(`${operation.method} ${operation.path}`),
      ...(operation.webhook ? [text(` — ${t('openapi.webhook')}`)] : []),
      ...(operation.deprecated ? [text(` — ${t('openapi.deprecated')}`)] : []),
    ]),
  ];
  if (operation.operationId)
    nodes.push(paragraph([text(`${t('openapi.operationId')} `), inlineCode(operation.operationId)]));
  nodes.push(...descriptionOf(operation.descriptionHtml, context));
  if (operation.security.length)
    nodes.push(
      paragraph([
        text(
          `${t('openapi.security')} ${operation.security.map((alternative) => alternative.join(' + ')).join(t('openapi.security.or'))}`,
        ),
      ]),
    );
  if (operation.parameters.length) {
    const table: Table = {
      type: 'table',
      align: [null, null, null, null],
      children: [
        row(
          [
            'openapi.parameters.name',
            'openapi.parameters.in',
            'openapi.parameters.type',
            'openapi.parameters.description',
          ].map((id) => [text(t(id))]),
        ),
        ...operation.parameters.map((p) =>
          row([
            [inlineCode(p.name), ...(p.required ? [text(' *')] : [])],
            [text(p.in)],
            [inlineCode(typeLabel(p.schema))],
            [text((p.description ?? '').replace(/\s+/g, ' '))],
          ]),
        ),
      ],
    };
    nodes.push(heading(4, [text(t('openapi.parameters'))]), table);
  }
  if (operation.requestBody)
    nodes.push(heading(4, [text(t('openapi.requestBody'))]), ...bodyOf(operation.requestBody, t));
  nodes.push(heading(4, [text(t('openapi.responses'))]));
  for (const response of operation.responses) {
    nodes.push(paragraph([strong([text(response.status)]), text(` — ${response.description}`)]));
    if (response.headers.length)
      nodes.push(
        bulletList(
          response.headers.map((h) => [
            paragraph([
              inlineCode(h.name),
              text(' '),
              inlineCode(typeLabel(h.schema)),
              ...(h.description ? [text(` ${h.description}`)] : []),
            ]),
          ]),
        ),
      );
    if (response.body) nodes.push(...bodyOf(response.body, t));
  }
  if (!operation.webhook)
    nodes.push(heading(4, [text(t('markdownTwin.curl'))]), code(await curlOf(operation, reference), 'bash'));
  return nodes;
}

/** The body of an API page's twin: what the page shows above its operations, then every operation by tag. */
export async function apiPageBody(reference: ApiReference, context: ApiTwinContext): Promise<RootContent[]> {
  const t = context.messages;
  const nodes: RootContent[] = [
    paragraph([
      text(`${t('openapi.version', { version: reference.version })} · `),
      { type: 'link', url: context.absoluteUrl(reference.fileUrl), children: [text(t('openapi.download'))] },
    ]),
    paragraph([text(t(`openapi.intro.${reference.id}.who`))]),
    paragraph([text(t('openapi.intro.authentication'))]),
  ];
  if (reference.summary) nodes.push(paragraph([strong([text(reference.summary)])]));
  nodes.push(...descriptionOf(reference.descriptionHtml, context));
  if (reference.servers.length)
    nodes.push(
      bulletList(
        reference.servers.map((server) => [
          paragraph([inlineCode(server.url), ...(server.description ? [text(` — ${server.description}`)] : [])]),
        ]),
      ),
    );
  nodes.push(
    heading(3, [text(t('openapi.securitySchemes'))]),
    bulletList(
      reference.securitySchemes.map((s) => [
        paragraph([
          inlineCode(s.name),
          text(` (${[s.type, s.scheme].filter(Boolean).join(', ')}${s.tokenUrl ? ', ' : ''}`),
          ...(s.tokenUrl ? [inlineCode(s.tokenUrl)] : []),
          text(')'),
        ]),
        ...(descriptionOf(s.descriptionHtml, context) as BlockContent[]),
      ]),
    ),
  );
  for (const tag of reference.tags) {
    nodes.push(heading(2, [text(tag.name)]), ...descriptionOf(tag.descriptionHtml, context));
    for (const operation of tag.operations) nodes.push(...(await operationOf(operation, reference, context)));
  }
  return nodes;
}

/** The body of the API index page's twin (`/openapi`): each API with its twin and its file. */
export function apiIndexBody(apis: ApiSummary[], context: ApiTwinContext): RootContent[] {
  const t = context.messages;
  return [
    bulletList(
      apis.map((api) => [
        paragraph([
          { type: 'link', url: context.absoluteUrl(api.route), children: [strong([text(api.title)])] },
          text(
            `${api.summary ? ` — ${api.summary}` : ''} (${t('openapi.index.operations', { count: api.operations })}, `,
          ),
          { type: 'link', url: context.absoluteUrl(api.fileUrl), children: [text(api.fileUrl.split('/').pop()!)] },
          text(')'),
        ]),
      ]),
    ),
  ];
}
