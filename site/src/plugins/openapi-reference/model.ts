// The OpenAPI-only entry: the package's main one also loads its linter's rules and
// config machinery, 0.3 s of every locale's build spent on nothing we use.
import { bundleOas, createEmptyRedoclyConfig, Source } from '@redocly/openapi-core/lib/bundle-oas';
import fs from 'node:fs';
import { parse } from 'yaml';
import { Marked } from 'marked';
import { sample } from 'openapi-sampler';
import type { OpenAPIV3_1 } from 'openapi-types';
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
import { defaultTokenPath } from './apis';

/** An OpenAPI type with its references resolved: documents are bundled with `dereference: true`. */
type Resolved<T> = T extends OpenAPIV3_1.ReferenceObject
  ? never
  : T extends readonly (infer Item)[]
    ? Resolved<Item>[]
    : T extends object
      ? { [Key in keyof T]: Resolved<T[Key]> }
      : T;
export type OpenApiDocument = Resolved<OpenAPIV3_1.Document>;
type PathItem = Resolved<OpenAPIV3_1.PathItemObject>;
type Operation = Resolved<OpenAPIV3_1.OperationObject>;
type MediaType = Resolved<OpenAPIV3_1.MediaTypeObject>;
const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
/** A one-line description (a field's, a parameter's) as inline HTML: its `code` and links rendered. */
const inlineHtml = (text: unknown): string | undefined =>
  typeof text === 'string' && text.trim() ? (markdown.parseInline(text) as string) : undefined;

/** Keys whose values are data, not schemas. */
const valueKeys = new Set(['example', 'examples', 'default', 'enum', 'const']);

/** Adds `descriptionHtml` beside every `description` of a schema and of the schemas inside it. */
function withDescriptionHtml<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withDescriptionHtml) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([k, v]) => [k, valueKeys.has(k) ? v : withDescriptionHtml(v)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof object.description === 'string') object.descriptionHtml = inlineHtml(object.description);
  return object as T;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A dereferenced document may share or loop objects: copy it as plain JSON, cutting loops. */
function plain<T>(value: T, path: unknown[] = []): T {
  if (Array.isArray(value)) return value.map((v: unknown) => plain(v, [...path, value])) as T;
  if (value && typeof value === 'object') {
    if (path.includes(value)) return { description: 'Recursive: same schema as its parent.' } as T;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v, [...path, value])])) as T;
  }
  return value;
}

function exampleOf(media: MediaType, schema: JsonSchema | undefined): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  if (first?.value !== undefined) return first.value;
  if (!schema) return undefined;
  // openapi-sampler builds a value from the schema where the file gives none.
  return sample(schema as never, { skipReadOnly: true });
}

type BodyContainer = { content?: Record<string, MediaType>; required?: boolean; description?: string };

function bodyOf(container: BodyContainer | undefined, requestOrResponse: 'request' | 'response'): ApiBody | undefined {
  const first = Object.entries(container?.content ?? {})[0];
  if (!container || !first) return undefined;
  const [mediaType, media] = first;
  const schema = media.schema ? withDescriptionHtml(plain(media.schema) as JsonSchema) : undefined;
  return {
    mediaType,
    required: requestOrResponse === 'response' || Boolean(container.required),
    description: requestOrResponse === 'request' ? container.description : undefined,
    schema,
    example: plain(exampleOf(media, schema)),
  };
}

/** JSON Schema's `examples`, which openapi-types leaves out of OpenAPI 3.1's schema type. */
const schemaExamples = (schema: object | undefined): unknown[] | undefined =>
  schema && 'examples' in schema && Array.isArray(schema.examples) ? schema.examples : undefined;

function parametersOf(pathItem: PathItem, operation: Operation): ApiParameter[] {
  const byKey = new Map<string, Resolved<OpenAPIV3_1.ParameterObject>>();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) byKey.set(`${p.in}:${p.name}`, p);
  return [...byKey.values()].map((p) => ({
    name: p.name,
    in: p.in as ApiParameter['in'],
    required: Boolean(p.required),
    description: p.description,
    descriptionHtml: inlineHtml(p.description),
    schema: p.schema ? (plain(p.schema) as JsonSchema) : undefined,
    example: plain(
      p.example ??
        (p.examples ? Object.values(p.examples)[0]?.value : (p.schema?.example ?? schemaExamples(p.schema)?.[0])),
    ),
  }));
}

function responsesOf(operation: Operation): ApiResponse[] {
  return Object.entries(operation.responses ?? {}).map(([status, response]) => ({
    status,
    description: response.description ?? '',
    headers: Object.entries(response.headers ?? {}).map(([name, header]) => ({
      name,
      description: header.description,
      descriptionHtml: inlineHtml(header.description),
      schema: header.schema ? (plain(header.schema) as JsonSchema) : undefined,
    })),
    body: bodyOf(response, 'response'),
  }));
}

function operationsOf(
  items: Record<string, PathItem | undefined> | undefined,
  webhook: boolean,
  globalSecurity: OpenAPIV3_1.SecurityRequirementObject[] | undefined,
): (ApiOperation & { tag: string })[] {
  const result: (ApiOperation & { tag: string })[] = [];
  for (const [path, pathItem] of Object.entries(items ?? {})) {
    for (const method of methods) {
      const operation = pathItem?.[method];
      if (!pathItem || !operation) continue;
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
        security: (operation.security ?? globalSecurity ?? []).map((alternative) => Object.keys(alternative)),
        tag: operation.tags?.[0] ?? (webhook ? 'Webhooks' : 'Operations'),
      });
    }
  }
  return result;
}

function securitySchemesOf(doc: OpenApiDocument): ApiSecurityScheme[] {
  return Object.entries(doc.components?.securitySchemes ?? {}).map(([name, s]) => ({
    name,
    type: s.type,
    scheme: s.type === 'http' ? s.scheme : undefined,
    descriptionHtml: html(s.description),
    tokenUrl: s.type === 'oauth2' ? s.flows.clientCredentials?.tokenUrl : undefined,
  }));
}

/**
 * Reads an OpenAPI file with every $ref resolved, after `translate` (a locale's
 * overlay) has changed its texts. An empty config: no rules, nothing fetched,
 * every $ref is local.
 */
export async function loadDocument(file: string, translate?: (document: object) => object): Promise<OpenApiDocument> {
  const text = fs.readFileSync(file, 'utf8');
  const english = parse(text) as object;
  const { bundle: result, problems } = await bundleOas({
    doc: { source: new Source(file, text), parsed: translate ? translate(english) : english },
    config: createEmptyRedoclyConfig(),
    dereference: true,
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length) throw new Error(`${file}: ${errors.map((p) => p.message).join('; ')}`);
  return result.parsed as OpenApiDocument;
}

/** The page model of one dereferenced OpenAPI 3.x document. */
export function referenceOf(
  doc: OpenApiDocument,
  page: { id: string; route: string; fileUrl: string; target: ApiReference['tryIt']['target']; defaultServer: string },
): ApiReference {
  const operations = [
    ...operationsOf(doc.paths, false, doc.security),
    ...operationsOf(doc.webhooks, true, doc.security),
  ];
  const declared = (doc.tags ?? []).map((t) => t.name);
  const order = [...new Set([...declared, ...operations.map((o) => o.tag)])];
  const tags: ApiTag[] = order
    .map((name) => ({
      name,
      id: `tag-${slug(name)}`,
      descriptionHtml: html(doc.tags?.find((t) => t.name === name)?.description),
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
    servers: (doc.servers ?? []).map((s) => ({
      // A templated URL is shown with its variables' defaults.
      url: s.url.replace(/\{(\w+)\}/g, (_, v: string) => String(s.variables?.[v]?.default ?? v)),
      description: s.description,
    })),
    securitySchemes: securitySchemesOf(doc),
    tags,
    tryIt: {
      target: page.target,
      defaultServer: page.defaultServer,
      tokenPath: tokenUrl ? new URL(tokenUrl).pathname : defaultTokenPath,
    },
  };
}
