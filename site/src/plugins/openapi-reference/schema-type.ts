import type { JsonSchema } from './types';

// How a schema's type reads ("array<string>", "integer | null"): shown by the
// API pages (components/SchemaView) and written in their Markdown twins.

export type Schema = JsonSchema & {
  type?: string | string[];
  format?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  description?: string;
  descriptionHtml?: string;
  default?: unknown;
};

/** Merges allOf parts, so their fields show as one object. */
export function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.map(flatten).reduce<Schema>(
    (all, part) => ({
      ...all,
      ...part,
      properties: { ...all.properties, ...part.properties },
      required: [...(all.required ?? []), ...(part.required ?? [])],
    }),
    { ...schema, allOf: undefined },
  );
}

/** A schema's type in one line, as the pages show it. */
export function typeLabel(raw: Schema | undefined): string {
  if (!raw) return 'any';
  const schema = flatten(raw);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (schema.properties ? 'object' : 'any')];
  return types
    .map((type) => {
      if (type === 'array') return `array<${typeLabel(schema.items)}>`;
      if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object')
        return `map<string, ${typeLabel(schema.additionalProperties)}>`;
      return schema.format && type !== 'null' ? `${type}<${schema.format}>` : type;
    })
    .join(' | ');
}
