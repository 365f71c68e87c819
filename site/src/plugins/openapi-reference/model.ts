// The OpenAPI-only entry: the package's main one also loads its linter's rules and
// config machinery, 0.3 s of every locale's build spent on nothing we use.
import { bundleOas, createEmptyRedoclyConfig } from '@redocly/openapi-core/lib/bundle-oas';
import { Marked } from 'marked';
import { sample } from 'openapi-sampler';
import type {
  ApiBody,
  ApiOperation,
  ApiParameter,
  ApiReference,
  ApiResponse,
  ApiSecurityScheme,
  ApiTag,
  JsonSchema,
} from './types';

type Node = Record<string, any>;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// Descriptions are CommonMark. Headings inside one are demoted below the
// page's own h2/h3 so they stay out of the table of contents.
const markdown = new Marked({ async: false, gfm: true });
markdown.use({
  renderer: {
    heading: ({ tokens, depth }) =>
      `<h${Math.min(depth + 2, 6)}>${markdown.parseInline(tokens.map((t) => t.raw).join(''))}</h${Math.min(depth + 2, 6)}>`,
  },
});
const html = (text: unknown): string | undefined =>
  typeof text === 'string' && text.trim() ? (markdown.parse(text) as string) : undefined;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A dereferenced document may share or loop objects: copy it as plain JSON, cutting loops. */
function plain(value: unknown, path: unknown[] = []): any {
  if (Array.isArray(value)) return value.map((v) => plain(v, [...path, value]));
  if (value && typeof value === 'object') {
    if (path.includes(value)) return { description: 'Recursive: same schema as its parent.' };
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, [...path, value])]));
  }
  return value;
}

function exampleOf(media: Node, schema: JsonSchema | undefined): unknown {
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values(media.examples as Node)[0];
  if (first && (first as Node).value !== undefined) return (first as Node).value;
  if (!schema) return undefined;
  // openapi-sampler builds a value from the schema where the file gives none.
  return sample(schema as never, { skipReadOnly: true });
}

function bodyOf(container: Node | undefined, requestOrResponse: 'request' | 'response'): ApiBody | undefined {
  const content = container?.content as Node | undefined;
  if (!content) return undefined;
  const [mediaType, media] = Object.entries(content)[0] as [string, Node];
  const schema = media.schema ? plain(media.schema) : undefined;
  return {
    mediaType,
    required: requestOrResponse === 'response' || Boolean(container!.required),
    description: requestOrResponse === 'request' ? container!.description : undefined,
    schema,
    example: plain(exampleOf(media, schema)),
  };
}

function parametersOf(pathItem: Node, operation: Node): ApiParameter[] {
  const byKey = new Map<string, Node>();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()].map((p) => ({
    name: p.name,
    in: p.in,
    required: Boolean(p.required),
    description: p.description,
    schema: p.schema ? plain(p.schema) : undefined,
    example: plain(
      p.example ??
        (p.examples ? (Object.values(p.examples)[0] as Node).value : (p.schema?.example ?? p.schema?.examples?.[0])),
    ),
  }));
}

function responsesOf(operation: Node): ApiResponse[] {
  return Object.entries((operation.responses ?? {}) as Node).map(([status, response]) => ({
    status,
    description: response.description ?? '',
    headers: Object.entries((response.headers ?? {}) as Node).map(([name, header]) => ({
      name,
      description: header.description,
      schema: header.schema ? plain(header.schema) : undefined,
    })),
    body: bodyOf(response, 'response'),
  }));
}

function operationsOf(
  items: Node,
  webhook: boolean,
  globalSecurity: Node[] | undefined,
): (ApiOperation & { tag: string })[] {
  const result: (ApiOperation & { tag: string })[] = [];
  for (const [path, pathItem] of Object.entries(items ?? {}) as [string, Node][]) {
    for (const method of methods) {
      const operation = pathItem[method] as Node | undefined;
      if (!operation) continue;
      result.push({
        id: operation.operationId ?? `${method}-${slug(path)}`,
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        webhook,
        summary: operation.summary ?? `${method.toUpperCase()} ${path}`,
        descriptionHtml: html(operation.description),
        deprecated: Boolean(operation.deprecated),
        parameters: parametersOf(pathItem, operation),
        requestBody: bodyOf(operation.requestBody, 'request'),
        responses: responsesOf(operation),
        security: ((operation.security ?? globalSecurity ?? []) as Node[]).map((alternative) =>
          Object.keys(alternative),
        ),
        tag: operation.tags?.[0] ?? (webhook ? 'Webhooks' : 'Operations'),
      });
    }
  }
  return result;
}

function securitySchemesOf(doc: Node): ApiSecurityScheme[] {
  return Object.entries((doc.components?.securitySchemes ?? {}) as Node).map(([name, s]) => ({
    name,
    type: s.type,
    scheme: s.scheme,
    descriptionHtml: html(s.description),
    tokenUrl: s.flows?.clientCredentials?.tokenUrl,
  }));
}

/** Reads an OpenAPI file with every $ref resolved. An empty config: no rules, nothing fetched, every $ref is local. */
export async function loadDocument(file: string): Promise<Node> {
  const { bundle: result, problems } = await bundleOas({
    ref: file,
    config: createEmptyRedoclyConfig(),
    dereference: true,
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`${file}: ${errors.map((p) => p.message).join('; ')}`);
  return result.parsed as Node;
}

/** The page model of one dereferenced OpenAPI 3.x document. */
export function referenceOf(
  doc: Node,
  page: { id: string; route: string; fileUrl: string; defaultServer: string },
): ApiReference {
  const operations = [
    ...operationsOf(doc.paths, false, doc.security),
    ...operationsOf(doc.webhooks, true, doc.security),
  ];
  const declared = ((doc.tags ?? []) as Node[]).map((t) => t.name as string);
  const order = [...new Set([...declared, ...operations.map((o) => o.tag)])];
  const tags: ApiTag[] = order
    .map((name) => ({
      name,
      id: `tag-${slug(name)}`,
      descriptionHtml: html(((doc.tags ?? []) as Node[]).find((t) => t.name === name)?.description),
      operations: operations.filter((o) => o.tag === name).map(({ tag: _tag, ...operation }) => operation),
    }))
    .filter((tag) => tag.operations.length > 0);
  const tokenUrl = securitySchemesOf(doc).find((s) => s.tokenUrl)?.tokenUrl;
  return {
    id: page.id,
    route: page.route,
    title: doc.info.title,
    version: doc.info.version,
    summary: doc.info.summary,
    metaDescription:
      doc.info.summary ??
      String(doc.info.description ?? doc.info.title)
        .split(/(?<=\.)\s/)[0]!
        .replace(/[`*_]/g, '')
        .trim(),
    descriptionHtml: html(doc.info.description),
    fileUrl: page.fileUrl,
    servers: ((doc.servers ?? []) as Node[]).map((s) => ({
      // A templated URL is shown with its variables' defaults.
      url: (s.url as string).replace(/\{(\w+)\}/g, (_, v: string) => s.variables?.[v]?.default ?? v),
      description: s.description,
    })),
    securitySchemes: securitySchemesOf(doc),
    tags,
    tryIt: {
      defaultServer: page.defaultServer,
      tokenPath: tokenUrl ? new URL(tokenUrl).pathname : '/auth/oauth2/token',
    },
  };
}
