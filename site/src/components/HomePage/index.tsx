import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import { brand } from '@site/src/data/brand';
import { homeSections } from './sections';
import { homeActionRoutes } from './routes';
import styles from './styles.module.css';

// The home page, served at both / and /docs (REQ-ROUTES-3).
export default function HomePage(): React.JSX.Element {
  return (
    <Layout
      title={translate({ id: 'home.title', message: 'Home' })}
      description={translate(
        {
          id: 'home.description',
          message:
            'Guides, API references and user guides for integrating and running {name} Ads and {name} Ecommerce.',
        },
        { name: brand.name },
      )}
    >
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {brand.siteTitle}
          </Heading>
          <p className={styles.tagline}>
            <Translate id="home.tagline" values={{ name: brand.name }}>
              {
                'Put relevant {name} offers into the checkout and confirmation pages of your site and apps, and measure what they earn.'
              }
            </Translate>
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to={homeActionRoutes.start}>
              <Translate id="home.cta.start">Get started</Translate>
            </Link>
            <Link className="button button--secondary button--lg" to={homeActionRoutes.api}>
              <Translate id="home.cta.api">Browse the APIs</Translate>
            </Link>
          </div>
        </div>
      </header>
      <main className="container margin-vert--xl">
        <div className={styles.grid}>
          {homeSections().map((section) => (
            <Link key={section.to} to={section.to} className={styles.card}>
              <Heading as="h2" className={styles.cardTitle}>
                {section.title}
              </Heading>
              <p>{section.summary}</p>
            </Link>
          ))}
        </div>
      </main>
    </Layout>
  );
}
