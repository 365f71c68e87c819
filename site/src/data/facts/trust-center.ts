import { dataFields, neverAccepted } from './data-fields.ts';
import { integrationMonitor } from './platform.ts';

// Everything the trust center states about certifications, data regions,
// sub-processors, breach notification, retention and deletion, and the data
// fields with their protection (data-fields.ts). Fictional, but one company's
// facts: the trust center renders them (src/components/Facts/TrustCenter.tsx)
// and other pages quote them from here.

export { dataFields, neverAccepted };

export interface Period {
  amount: number;
  unit: 'hours' | 'days' | 'months' | 'years';
}
const days = (amount: number): Period => ({ amount, unit: 'days' });

export type RegionId = 'eu' | 'us' | 'apac';

/** Where customer data is stored and processed: each account in one region, chosen by its country at sign-up. */
export const dataRegions: readonly {
  id: RegionId;
  primary: string;
  /** The second site of the region: replicas and backups, never outside the region. */
  secondary: string;
  /** Account countries it holds. */
  accounts: 'eea' | 'apac' | 'rest';
}[] = [
  { id: 'eu', primary: 'Frankfurt, Germany', secondary: 'Dublin, Ireland', accounts: 'eea' },
  { id: 'us', primary: 'Virginia, United States', secondary: 'Oregon, United States', accounts: 'rest' },
  { id: 'apac', primary: 'Tokyo, Japan', secondary: 'Osaka, Japan', accounts: 'apac' },
];

export const certifications: readonly {
  id: 'iso27001' | 'iso27701' | 'soc2';
  name: string;
  auditor: string;
  /** Date of the last audit, or the end of the period a SOC 2 report covers. */
  lastAudit: string;
  /** Until when the certificate holds, or the next report's date. */
  next: string;
}[] = [
  {
    id: 'iso27001',
    name: 'ISO/IEC 27001:2022',
    auditor: 'Calder Finch Certification Ltd',
    lastAudit: '2026-06-12',
    next: '2027-06',
  },
  {
    id: 'iso27701',
    name: 'ISO/IEC 27701:2019',
    auditor: 'Calder Finch Certification Ltd',
    lastAudit: '2026-06-12',
    next: '2027-06',
  },
  { id: 'soc2', name: 'SOC 2 Type II', auditor: 'Harrow & Lisle LLP', lastAudit: '2026-09-30', next: '2027-11' },
];

/** An independent penetration test of the apps, APIs, web library and SDKs, once a year. */
export const penetrationTest = { tester: 'Ravelin Point Security', last: '2026-03' } as const;

export type SubProcessorPurpose = 'hosting' | 'delivery' | 'email' | 'support' | 'monitoring';

/** The companies that process customer data for Acme; Admins are told 30 days before one is added. */
export const subProcessors: readonly {
  name: string;
  purpose: SubProcessorPurpose;
  /** Regions whose data it processes, or `edge` for delivery points worldwide. */
  regions: readonly (RegionId | 'edge')[];
}[] = [
  { name: 'Northwall Cloud Ltd', purpose: 'hosting', regions: ['eu', 'us', 'apac'] },
  { name: 'Swiftedge Networks Inc.', purpose: 'delivery', regions: ['edge'] },
  { name: 'Mailcourier GmbH', purpose: 'email', regions: ['eu'] },
  { name: 'Helpdeck Support Oy', purpose: 'support', regions: ['eu'] },
  { name: 'Tracewell Monitoring Ltd', purpose: 'monitoring', regions: ['eu', 'us'] },
];
export const subProcessorNoticeDays = 30;

/** From the moment Acme confirms a breach of customer data, in order. */
export const breachNotification: readonly { step: 'triage' | 'notify' | 'update' | 'report'; within: Period }[] = [
  { step: 'triage', within: { amount: 1, unit: 'hours' } },
  { step: 'notify', within: { amount: 48, unit: 'hours' } },
  { step: 'update', within: { amount: 24, unit: 'hours' } },
  { step: 'report', within: days(30) },
];

/** How long each kind of record is kept; the link is the page that describes the record. */
export const retention: readonly { record: string; kept: Period; link: string }[] = [
  {
    record: 'monitorEvents',
    kept: days(integrationMonitor.retentionDays),
    link: '/developers/integration-guides/integration-monitor',
  },
  // event-api.yaml: an eventId counts as a duplicate for 7 days.
  { record: 'eventIds', kept: days(7), link: '/developers/api-reference/event-api' },
  { record: 'queuedConversions', kept: days(7), link: '/developers/integration-guides/android/reporting-conversions' },
  { record: 'sftpFiles', kept: days(7), link: '/developers/integration-guides/data-and-security/encryption' },
  { record: 'audienceImports', kept: days(30), link: '/user-guides/acme-ads/audiences' },
  { record: 'openCarts', kept: { amount: 24, unit: 'hours' }, link: '/developers/api-reference/cart-api' },
  { record: 'completedCarts', kept: days(90), link: '/developers/api-reference/cart-api' },
  { record: 'exports', kept: days(30), link: '/user-guides/acme-ads/reporting' },
  { record: 'scheduleLinks', kept: days(7), link: '/user-guides/acme-ecommerce/reporting/how-to/schedule-reports' },
  {
    record: 'auditLog',
    kept: { amount: 13, unit: 'months' },
    link: '/developers/integration-guides/data-and-security/scim',
  },
  { record: 'backups', kept: days(35), link: '/developers/integration-guides/data-and-security/encryption' },
  { record: 'deletionProof', kept: { amount: 3, unit: 'years' }, link: '/developers/api-reference/data-deletion-api' },
];

/** A Data Deletion API request: done within `maxDays`, most within `usualHours`. */
export const deletion = { maxDays: 30, usualHours: 72 } as const;
