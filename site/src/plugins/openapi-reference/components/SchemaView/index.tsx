import React from 'react';
import { translate } from '@docusaurus/Translate';
import type { JsonSchema } from '../../types';
import { flatten, typeLabel, type Schema } from '../../schema-type';
import { definitionWeight } from '../../../local-search/index-markup';
import styles from './styles.module.css';

const constraintKeys = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
];

/** The object whose fields a schema shows: itself, its array items, or its map values. */
function fieldsOf(raw: Schema | undefined): Schema | undefined {
  if (!raw) return undefined;
  const schema = flatten(raw);
  if (schema.properties) return schema;
  if (schema.items) return fieldsOf(schema.items);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    return fieldsOf(schema.additionalProperties);
  return undefined;
}

function Field({
  name,
  schema: raw,
  required,
}: {
  name: string;
  schema: Schema;
  required: boolean;
}): React.JSX.Element {
  const schema = flatten(raw);
  const nested = fieldsOf(schema);
  const variants = schema.oneOf ?? schema.anyOf;
  const constraints = constraintKeys.filter((k) => schema[k] !== undefined).map((k) => `${k}: ${String(schema[k])}`);
  return (
    <li className={styles.field}>
      <code className={styles.name} data-pagefind-weight={definitionWeight}>
        {name}
      </code>{' '}
      <span className={styles.type}>{typeLabel(schema)}</span>
      {required && (
        <span className={styles.required}>{translate({ id: 'openapi.schema.required', message: 'required' })}</span>
      )}
      {schema.descriptionHtml ? (
        <p className={styles.description} dangerouslySetInnerHTML={{ __html: schema.descriptionHtml }} />
      ) : (
        schema.description && <p className={styles.description}>{schema.description}</p>
      )}
      {(schema.enum || schema.const !== undefined) && (
        <p className={styles.meta}>
          {translate({ id: 'openapi.schema.values', message: 'Values:' })}{' '}
          {(schema.enum ?? [schema.const])
            .map((v) => <code key={String(v)}>{JSON.stringify(v)}</code>)
            .reduce<React.ReactNode[]>((a, v) => (a.length ? [...a, ', ', v] : [v]), [])}
        </p>
      )}
      {schema.default !== undefined && (
        <p className={styles.meta}>
          {translate({ id: 'openapi.schema.default', message: 'Default:' })}{' '}
          <code>{JSON.stringify(schema.default)}</code>
        </p>
      )}
      {constraints.length > 0 && <p className={styles.meta}>{constraints.join(' · ')}</p>}
      {variants &&
        !nested &&
        variants.some(fieldsOf) &&
        variants.map((variant, i) => <SchemaView key={i} schema={variant} />)}
      {nested && (
        <details className={styles.nested}>
          <summary>{translate({ id: 'openapi.schema.fields', message: 'Fields of {name}' }, { name })}</summary>
          <SchemaView schema={nested} />
        </details>
      )}
    </li>
  );
}

/** A schema as a list of its fields; nested objects expand on demand. */
export default function SchemaView({ schema }: { schema: JsonSchema }): React.JSX.Element {
  const fields = fieldsOf(schema as Schema);
  if (!fields)
    return (
      <p className={styles.meta}>
        <span className={styles.type}>{typeLabel(schema as Schema)}</span>
      </p>
    );
  const required = new Set(fields.required ?? []);
  return (
    <ul className={styles.fields}>
      {Object.entries(fields.properties ?? {}).map(([name, field]) => (
        <Field key={name} name={name} schema={field} required={required.has(name)} />
      ))}
    </ul>
  );
}
