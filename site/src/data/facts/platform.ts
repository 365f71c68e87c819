import { permissions } from './roles.ts';

// Facts of the developer tools and the shared frame of both apps that pages
// repeat: what the sandbox shows, what the integration monitor shows, where
// personal API credentials are.

export const sandbox = {
  /** Every sandbox selection answers with Acme's test offers, each labelled **Sandbox**; never an advertiser's own creatives. */
  offers: 'Acme test offers',
  showsAdvertiserCreatives: false,
} as const;

export const integrationMonitor = {
  /** The columns of the event list: no campaign, creative or offer column. */
  columns: ['Time', 'Environment', 'Source', 'Page', 'Event', 'Status', 'Client'],
  statuses: ['Accepted', 'Warning', 'Rejected', 'Duplicate'],
  retentionDays: 30,
  visibleTo: permissions.developerTools,
} as const;

/** Where a user creates personal API credentials: the user menu (initials, top right), **Profile**, then its tab. */
export const personalApiCredentialsPath = ['User menu', 'Profile', 'Personal API credentials'] as const;
