import React from 'react';
import Heading from '@theme/Heading';
import { translate } from '@docusaurus/Translate';
import type { ApiBody, ApiOperation as Operation } from '../../types';
import SchemaView from '../SchemaView';
import { typeLabel } from '../../schema-type';
import CodeSample from '../CodeSample';
import TryIt from '../TryIt';
import { formatExample } from '../TryIt/request';
import { definitionWeight } from '../../../local-search/index-markup';
import styles from './styles.module.css';

function Body({ body }: { body: ApiBody }): React.JSX.Element {
  return (
    <>
      <p className={styles.mediaType}>
        <code>{body.mediaType}</code>
        {body.description ? ` — ${body.description}` : ''}
      </p>
      {body.schema && <SchemaView schema={body.schema} />}
      {body.example !== undefined && (
        <CodeSample title={translate({ id: 'openapi.example', message: 'Example' })}>
          {formatExample(body.mediaType, body.example)}
        </CodeSample>
      )}
    </>
  );
}

/** One operation: what it does, what it takes, every answer, and its try-it panel. */
export default function ApiOperation({ operation }: { operation: Operation }): React.JSX.Element {
  const { parameters, requestBody, responses } = operation;
  const inLabel = translate({ id: 'openapi.parameters.in', message: 'In' });
  const typeHeading = translate({ id: 'openapi.parameters.type', message: 'Type' });
  return (
    <section className={styles.operation} data-operation={operation.id}>
      <Heading as="h3" id={operation.id}>
        {operation.summary}
      </Heading>
      <p className={styles.endpoint}>
        <span className={styles.method} data-method={operation.method}>
          {operation.method}
        </span>
        <code>{operation.path}</code>
        {operation.webhook && (
          <span className={styles.badge}>
            {translate({ id: 'openapi.webhook', message: 'Acme calls your endpoint' })}
          </span>
        )}
        {operation.deprecated && (
          <span className={styles.badge}>{translate({ id: 'openapi.deprecated', message: 'Deprecated' })}</span>
        )}
      </p>
      {/* The name generated clients give the operation; weighted so that searching it finds this page. */}
      {operation.operationId && (
        <p className={styles.small}>
          {translate({ id: 'openapi.operationId', message: 'Operation ID:' })}{' '}
          <code data-pagefind-weight={definitionWeight}>{operation.operationId}</code>
        </p>
      )}
      {operation.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: operation.descriptionHtml }} />}
      {operation.security.length > 0 && (
        <p className={styles.small}>
          {translate({ id: 'openapi.security', message: 'Authentication:' })}{' '}
          {operation.security
            .map((alternative) => alternative.join(' + '))
            .join(translate({ id: 'openapi.security.or', message: ' or ' }))}
        </p>
      )}
      {parameters.length > 0 && (
        <>
          <h4>{translate({ id: 'openapi.parameters', message: 'Parameters' })}</h4>
          {/* A table on wide screens, a stack of parameters on phones (styles.module.css). */}
          <table className={styles.parameters}>
            <thead>
              <tr>
                <th scope="col">{translate({ id: 'openapi.parameters.name', message: 'Name' })}</th>
                <th scope="col">{inLabel}</th>
                <th scope="col">{typeHeading}</th>
                <th scope="col">{translate({ id: 'openapi.parameters.description', message: 'Description' })}</th>
              </tr>
            </thead>
            <tbody>
              {parameters.map((p) => (
                <tr key={`${p.in}:${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                    {p.required && <span className={styles.required}> *</span>}
                  </td>
                  <td data-label={inLabel}>{p.in}</td>
                  <td data-label={typeHeading}>
                    <code>{typeLabel(p.schema)}</code>
                  </td>
                  <td dangerouslySetInnerHTML={{ __html: p.descriptionHtml ?? '' }} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {requestBody && (
        <>
          <h4>{translate({ id: 'openapi.requestBody', message: 'Request body' })}</h4>
          <Body body={requestBody} />
        </>
      )}
      <h4>{translate({ id: 'openapi.responses', message: 'Responses' })}</h4>
      {responses.map((response, i) => (
        <details key={response.status} className={styles.response} open={i === 0}>
          <summary>
            <strong className={styles.status} data-status={response.status[0]}>
              {response.status}
            </strong>{' '}
            {response.description}
          </summary>
          {response.headers.length > 0 && (
            <ul className={styles.small}>
              {response.headers.map((h) => (
                <li key={h.name}>
                  <code>{h.name}</code> <code>{typeLabel(h.schema)}</code>{' '}
                  <span dangerouslySetInnerHTML={{ __html: h.descriptionHtml ?? '' }} />
                </li>
              ))}
            </ul>
          )}
          {response.body && <Body body={response.body} />}
        </details>
      ))}
      {!operation.webhook && <TryIt operation={operation} />}
    </section>
  );
}
