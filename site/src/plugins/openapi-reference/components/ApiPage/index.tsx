import React from 'react';
import Layout from '@theme/Layout';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import Heading from '@theme/Heading';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { ApiReference } from '../../types';
import { apiPageClassName } from '../../apis';
import ApiIntro from '../ApiIntro';
import { TranslationNotice } from '@site/src/components/OutdatedTranslation';
import ApiOperation from '../ApiOperation';
import PageActions from '@site/src/components/PageActions';
import TryItSettings from '../TryItSettings';
import Feedback from '@site/src/components/Feedback';
import { TryItProvider } from '../TryIt/context';
import styles from './styles.module.css';

export const sectionLabel = () => translate({ id: 'openapi.section', message: 'API specifications' });

/** One API page: introduction, the file's overview and security schemes, then every operation by tag. */
export default function ApiPage({ reference }: { reference: ApiReference }): React.JSX.Element {
  const toc = reference.tags.flatMap((tag) => [
    { value: tag.name, id: tag.id, level: 2 },
    ...tag.operations.map((op) => ({ value: op.summary, id: op.id, level: 3 })),
  ]);
  return (
    <HtmlClassNameProvider className={apiPageClassName}>
      <Layout title={reference.title} description={reference.metaDescription}>
        <TryItProvider reference={reference}>
          <div className="container margin-vert--lg">
            <div className="row">
              <main className="col col--9">
                <PageActions />
                {/* The search index reads this article only (see the local-search plugin). */}
                <article
                  data-pagefind-body=""
                  data-pagefind-meta="title[data-title], lvl0[data-lvl0], image[data-image], image_alt[data-image]"
                  data-pagefind-filter="section[data-lvl0]"
                  data-title={reference.title}
                  data-lvl0={sectionLabel()}
                  data-image=""
                  className="markdown"
                >
                  <Heading as="h1">{reference.title}</Heading>
                  <p className={styles.meta}>
                    {translate({ id: 'openapi.version', message: 'Version {version}' }, { version: reference.version })}{' '}
                    ·{' '}
                    <a href={useBaseUrl(reference.fileUrl)} download>
                      {translate({ id: 'openapi.download', message: 'Download the OpenAPI file' })}
                    </a>
                  </p>
                  {/* In a translated locale, the API texts come from its overlay (see the plugin). */}
                  {reference.translation && <TranslationNotice gap={reference.translation} />}
                  <ApiIntro id={reference.id} />
                  <div className={styles.mobileToc}>
                    <TOCCollapsible toc={toc} />
                  </div>
                  <details className={styles.about}>
                    <summary>
                      {translate({ id: 'openapi.about', message: 'About this API, from its OpenAPI file' })}
                    </summary>
                    {reference.summary && (
                      <p>
                        <strong>{reference.summary}</strong>
                      </p>
                    )}
                    {reference.descriptionHtml && (
                      <div dangerouslySetInnerHTML={{ __html: reference.descriptionHtml }} />
                    )}
                    <h3>{translate({ id: 'openapi.securitySchemes', message: 'Security schemes' })}</h3>
                    <ul>
                      {reference.securitySchemes.map((s) => (
                        <li key={s.name}>
                          <code>{s.name}</code> ({[s.type, s.scheme].filter(Boolean).join(', ')}
                          {s.tokenUrl ? `, ${s.tokenUrl}` : ''})
                          {s.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: s.descriptionHtml }} />}
                        </li>
                      ))}
                    </ul>
                  </details>
                  <TryItSettings />
                  {reference.tags.map((tag) => (
                    <section key={tag.id}>
                      <Heading as="h2" id={tag.id}>
                        {tag.name}
                      </Heading>
                      {tag.descriptionHtml && <div dangerouslySetInnerHTML={{ __html: tag.descriptionHtml }} />}
                      {tag.operations.map((operation) => (
                        <ApiOperation key={operation.id} operation={operation} />
                      ))}
                    </section>
                  ))}
                </article>
                <Feedback />
              </main>
              <div className={`col col--3 ${styles.desktopToc}`}>
                <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} />
              </div>
            </div>
          </div>
        </TryItProvider>
      </Layout>
    </HtmlClassNameProvider>
  );
}
