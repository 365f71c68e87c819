import { Ajv, type ErrorObject, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import type { ValidationDetail } from '../errors.js';

// Path parameters arrive as strings and must be coerced ("1001" → 1001);
// JSON bodies must not be ("5" stays a string, null never becomes 0).
const common: Options = { allErrors: true, useDefaults: true, strict: false, removeAdditional: false };
const forParams = new Ajv({ ...common, coerceTypes: true });
const forBody = new Ajv({ ...common, coerceTypes: false });

/** Uses the two Ajv instances above; shared schemas must be added to both. */
export function installValidators(app: FastifyInstance, sharedSchemas: { $id?: string }[]) {
  for (const s of sharedSchemas) {
    for (const ajv of [forParams, forBody]) if (!ajv.getSchema(s.$id!)) ajv.addSchema(s);
  }
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? forBody : forParams).compile(schema as object),
  );
}

const PARTS: Record<string, string> = { params: 'path', querystring: 'query', body: 'body', headers: 'header' };
const TYPE_NAMES: Record<string, [string, string]> = {
  integer: ['int_parsing', 'Input should be a valid integer, unable to parse string as an integer'],
  number: ['float_parsing', 'Input should be a valid number'],
  string: ['string_type', 'Input should be a valid string'],
  boolean: ['bool_parsing', 'Input should be a valid boolean'],
  array: ['list_type', 'Input should be a valid list'],
  object: ['dict_type', 'Input should be a valid dictionary or object to extract fields from'],
};

const quoteList = (values: unknown[]) => {
  const shown = values.filter((v) => v !== null).map((v) => `'${String(v)}'`);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown[shown.length - 1]}` : shown.join('');
};

function pathOf(instancePath: string): (string | number)[] {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Ajv errors in the FastAPI shape: `{ loc, msg, type }`. */
export function toValidationDetail(errors: ErrorObject[], context: string, data?: unknown): ValidationDetail[] {
  const part = PARTS[context] ?? context;
  const out: ValidationDetail[] = [];
  const seen = new Set<string>();
  for (const e of errors) {
    const loc: (string | number)[] = [part, ...pathOf(e.instancePath)];
    let type = e.keyword;
    let msg = e.message ?? 'Invalid value';
    const p = e.params as Record<string, unknown>;
    switch (e.keyword) {
      case 'required':
        loc.push(String(p.missingProperty));
        [type, msg] = ['missing', 'Field required'];
        break;
      case 'type': {
        if (loc.length === 1 && part === 'body' && (data === undefined || data === null)) {
          [type, msg] = ['missing', 'Field required'];
          break;
        }
        const first = String(p.type).split(',')[0];
        [type, msg] = TYPE_NAMES[first] ?? ['type_error', `Input should be of type ${first}`];
        break;
      }
      case 'enum':
        [type, msg] = ['enum', `Input should be ${quoteList(p.allowedValues as unknown[])}`];
        break;
      case 'const':
        [type, msg] = ['literal_error', `Input should be ${quoteList([p.allowedValue])}`];
        break;
      case 'anyOf':
        // Only literal unions use anyOf here; their branches explain nothing more.
        [type, msg] = ['literal_error', 'Input should be one of the documented values'];
        break;
      case 'pattern':
        [type, msg] = ['string_pattern_mismatch', `String should match pattern '${String(p.pattern)}'`];
        break;
      case 'minItems':
        [type, msg] = ['too_short', `List should have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`];
        break;
      case 'maxItems':
        [type, msg] = ['too_long', `List should have at most ${String(p.limit)} items`];
        break;
      case 'minimum':
        [type, msg] = ['greater_than_equal', `Input should be greater than or equal to ${String(p.limit)}`];
        break;
      case 'maximum':
        [type, msg] = ['less_than_equal', `Input should be less than or equal to ${String(p.limit)}`];
        break;
    }
    const key = JSON.stringify(loc) + type;
    if (seen.has(key)) continue;
    // Union branches report each alternative; the literal_error above already covers them.
    if (e.keyword === 'const' && errors.some((o) => o.keyword === 'anyOf' && o.instancePath === e.instancePath))
      continue;
    seen.add(key);
    out.push({ loc, msg, type });
  }
  return out;
}
