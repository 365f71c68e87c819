import { translate } from '@docusaurus/Translate';
import { brand } from '@site/src/data/brand';
import { homeSectionRoutes as to } from './routes';

export interface HomeSection {
  title: string;
  summary: string;
  to: string;
}

// The doors of the home page, one per audience; called at render so each locale translates.
export const homeSections = (): HomeSection[] => [
  {
    title: translate({ id: 'home.section.gettingStarted.title', message: 'Getting started' }),
    summary: translate(
      {
        id: 'home.section.gettingStarted.summary',
        message: 'What {name} does, the accounts you need, and the path from first snippet to live offers.',
      },
      { name: brand.name },
    ),
    to: to.gettingStarted,
  },
  {
    title: translate({ id: 'home.section.integrationGuides.title', message: 'Integration guides' }),
    summary: translate({
      id: 'home.section.integrationGuides.summary',
      message:
        'Add placements to your website or app: web library, Android, iOS, Flutter, React Native, Cordova and .NET MAUI.',
    }),
    to: to.integrationGuides,
  },
  {
    title: translate({ id: 'home.section.serverToServer.title', message: 'Server-to-server' }),
    summary: translate({
      id: 'home.section.serverToServer.summary',
      message: 'Send conversions and events from your own servers, with identifiers hashed before they leave.',
    }),
    to: to.serverToServer,
  },
  {
    title: translate({ id: 'home.section.apiReference.title', message: 'API reference' }),
    summary: translate({
      id: 'home.section.apiReference.summary',
      message: 'Reporting Query API, Event API, audiences, carts and the partner APIs, with a sandbox to try them.',
    }),
    to: to.apiReference,
  },
  {
    title: translate({ id: 'home.section.ads.title', message: '{name} Ads user guide' }, { name: brand.name }),
    summary: translate({
      id: 'home.section.ads.summary',
      message: 'For advertisers: audiences, campaigns, creatives, conversions, experiments and reporting.',
    }),
    to: to.ads,
  },
  {
    title: translate(
      { id: 'home.section.ecommerce.title', message: '{name} Ecommerce user guide' },
      { name: brand.name },
    ),
    summary: translate({
      id: 'home.section.ecommerce.summary',
      message: 'For ecommerce partners: layouts, pages, controls, experiments and transaction reporting.',
    }),
    to: to.ecommerce,
  },
  {
    title: translate({ id: 'home.section.releaseNotes.title', message: 'Release notes' }),
    summary: translate({
      id: 'home.section.releaseNotes.summary',
      message: 'Every SDK release and API change, newest first, with RSS and Atom feeds.',
    }),
    to: to.releaseNotes,
  },
];
