import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { OpenAPIV3_1 } from 'openapi-types';
import { Validator } from '@seriousme/openapi-schema-validator';
import { siteDir } from './paths.ts';

// The partner APIs are designed as OpenAPI 3.1 files, one per API, in one
// folder; they are the source the prose pages quote. Each must be a valid
// document, and each operation must be documented well enough to render a
// reference with "try it": description, examples and its error responses.

export const openApiDir = path.join(siteDir, 'static', 'openapi');

export const partnerApiFiles = [
  'cart-api',
  'custom-audience-import',
  'data-deletion-api',
  'event-api',
  'unsubscribe-import',
  'partner-events-v2',
  'partner-experiences-v2',
  'coupon-api',
  'server-api-events',
  'server-api-offers',
  'embedded-actions',
].map((name) => path.join(openApiDir, `${name}.yaml`));

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
type Reference = OpenAPIV3_1.ReferenceObject;

/** An object of a document whose references the validator has resolved. */
function resolved<T extends object>(value: T | Reference): T {
  if ('$ref' in value) throw new Error(`Unresolved reference ${value.$ref}`);
  return value;
}

const hasExample = (media: OpenAPIV3_1.MediaTypeObject | undefined) =>
  !!media && (media.example !== undefined || (media.examples && Object.keys(media.examples).length > 0));

function operationProblems(where: string, operation: OpenAPIV3_1.OperationObject, pathParams: boolean): string[] {
  const problems: string[] = [];
  if (!operation.operationId) problems.push(`${where}: no operationId`);
  if (!operation.description?.trim()) problems.push(`${where}: no description`);
  const body = operation.requestBody && resolved(operation.requestBody).content;
  if (body && !Object.values(body).some(hasExample)) problems.push(`${where}: request body without an example`);
  const responses = operation.responses ?? {};
  const success = Object.entries(responses).filter(([code]) => /^2/.test(code));
  if (!success.length) problems.push(`${where}: no success response`);
  for (const [code, response] of success) {
    if (code !== '204' && !Object.values(resolved(response).content ?? {}).some(hasExample)) {
      problems.push(`${where}: response ${code} without an example`);
    }
  }
  const takesInput = !!body || pathParams || (operation.parameters ?? []).length > 0;
  const expected = ['401', '403', '429', '500', ...(pathParams ? ['404'] : []), ...(takesInput ? ['422'] : [])];
  for (const code of expected) {
    const response = responses[code];
    if (!response) problems.push(`${where}: no ${code} response`);
    else if (!Object.values(resolved(response).content ?? {}).some((media) => media.schema)) {
      problems.push(`${where}: ${code} response without a body schema`);
    }
  }
  return problems;
}

/** Problems of one OpenAPI file; an empty list means it is valid and complete. */
export async function openApiProblems(file: string): Promise<string[]> {
  const name = path.basename(file);
  let document: OpenAPIV3_1.Document;
  try {
    document = YAML.parse(fs.readFileSync(file, 'utf8')) as OpenAPIV3_1.Document;
  } catch (error) {
    return [`${name}: ${(error as Error).message}`];
  }
  if (!String(document.openapi ?? '').startsWith('3.1'))
    return [`${name}: openapi must be 3.1.x, found ${document.openapi}`];
  const validator = new Validator();
  const result = await validator.validate(document);
  if (!result.valid) {
    const errors =
      typeof result.errors === 'string'
        ? [result.errors]
        : (result.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    return errors.slice(0, 10).map((e) => `${name}: invalid OpenAPI: ${e}`);
  }
  const paths = (validator.resolveRefs() as OpenAPIV3_1.Document).paths ?? {};
  const problems: string[] = [];
  for (const [route, item] of Object.entries(paths)) {
    for (const method of methods) {
      const operation = item?.[method];
      if (operation)
        problems.push(...operationProblems(`${name} ${method.toUpperCase()} ${route}`, operation, route.includes('{')));
    }
  }
  if (!problems.length && !Object.keys(paths).length) problems.push(`${name}: no paths`);
  return problems;
}
