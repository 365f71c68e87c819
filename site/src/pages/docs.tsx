import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomePage from '@site/src/components/HomePage';

// REQ-ROUTES-3: the home page is also served at /docs; search engines are pointed at /.
export default function DocsHome(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const home = siteConfig.url + useBaseUrl('/');
  return (
    <>
      <Head>
        <link rel="canonical" href={home} />
        <meta property="og:url" content={home} />
      </Head>
      <HomePage />
    </>
  );
}
