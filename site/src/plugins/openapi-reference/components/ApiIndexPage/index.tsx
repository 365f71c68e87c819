import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import type { ApiSummary } from '../../types';
import { sectionLabel } from '../ApiPage';
import { apiPageClassName } from '../../apis';

function FileLink({ url }: { url: string }): React.JSX.Element {
  return (
    <a href={useBaseUrl(url)} download>
      {url.split('/').pop()}
    </a>
  );
}

/** `/openapi`: every API page with one line each, and its file. */
export default function ApiIndexPage({ apis }: { apis: ApiSummary[] }): React.JSX.Element {
  const title = translate({ id: 'openapi.index.title', message: 'OpenAPI specifications' });
  return (
    <HtmlClassNameProvider className={apiPageClassName}>
      <Layout
        title={title}
        description={translate({
          id: 'openapi.index.description',
          message: "Acme's OpenAPI files, one per API, each rendered as a reference page you can try in the browser.",
        })}
      >
        <main className="container margin-vert--lg">
          <article
            data-pagefind-body=""
            data-pagefind-meta="title[data-title], lvl0[data-lvl0]"
            data-title={title}
            data-lvl0={sectionLabel()}
            className="markdown"
          >
            <Heading as="h1">{title}</Heading>
            <p>
              <Translate
                id="openapi.index.intro"
                values={{
                  overview: (
                    <Link to="/developers/api-reference/overview">
                      <Translate id="openapi.index.overview">API reference overview</Translate>
                    </Link>
                  ),
                }}
              >
                {
                  'Each API Acme publishes is described by one OpenAPI 3.1 file, the source its reference page is rendered from. Open a page to read every operation, parameter, schema and answer, and to try the calls against the local sandbox or mock; download a file to generate a client or import it into an API tool. Which API fits which integration is explained in the {overview}.'
                }
              </Translate>
            </p>
            <ul>
              {apis.map((api) => (
                <li key={api.id}>
                  <Link to={api.route}>
                    <strong>{api.title}</strong>
                  </Link>
                  {api.summary ? ` — ${api.summary} ` : ' '}(
                  {translate(
                    { id: 'openapi.index.operations', message: '{count} operations' },
                    { count: api.operations },
                  )}
                  , <FileLink url={api.fileUrl} />)
                </li>
              ))}
            </ul>
          </article>
        </main>
      </Layout>
    </HtmlClassNameProvider>
  );
}
