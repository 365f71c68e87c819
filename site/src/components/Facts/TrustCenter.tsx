import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {
  breachNotification,
  certifications,
  dataFields,
  dataRegions,
  deletion,
  neverAccepted,
  penetrationTest,
  retention,
  subProcessorNoticeDays,
  subProcessors,
  type RegionId,
} from '@site/src/data/facts/trust-center';
import type { Purpose, Storage, Transport } from '@site/src/data/facts/data-fields';
import { useFactFormat } from './format';

// The trust center's tables, from its one data module
// (site/src/data/facts/trust-center.ts). The data holds ids and numbers; the
// words for them are UI strings here, translated in site/i18n/<locale>/code.json.

const transport: Record<Transport, () => string> = {
  hashedOnDevice: () =>
    translate({ id: 'trust.transport.hashedOnDevice', message: "SHA-256 hash, computed on the customer's device" }),
  hashedBySender: () => translate({ id: 'trust.transport.hashedBySender', message: 'SHA-256 hash, computed by you' }),
  clearText: () => translate({ id: 'trust.transport.clearText', message: 'Clear text, over TLS' }),
};

const storage: Record<Storage, () => string> = {
  stored: () => translate({ id: 'trust.storage.stored', message: 'Stored as received, encrypted' }),
  hashedOnArrival: () =>
    translate({ id: 'trust.storage.hashedOnArrival', message: 'Hashed on arrival; the value itself is discarded' }),
  notStored: () => translate({ id: 'trust.storage.notStored', message: 'Used for the selection, never stored' }),
  postalDistrict: () =>
    translate({ id: 'trust.storage.postalDistrict', message: 'Only the postal district, such as SW1A of SW1A 1AA' }),
  truncatedIp: () =>
    translate({
      id: 'trust.storage.truncatedIp',
      message: 'Stored without its last octet (IPv4) or its last 80 bits (IPv6)',
    }),
};

const purpose: Record<Purpose, () => string> = {
  matching: () => translate({ id: 'trust.purpose.matching', message: 'matching conversions to referrals' }),
  personalisation: () => translate({ id: 'trust.purpose.personalisation', message: "the layout's text" }),
  targeting: () => translate({ id: 'trust.purpose.targeting', message: 'choosing offers' }),
  reporting: () => translate({ id: 'trust.purpose.reporting', message: 'reporting' }),
  fraud: () => translate({ id: 'trust.purpose.fraud', message: 'fraud checks' }),
};

function Table({ label, head, children }: { label: string; head: React.ReactNode[]; children: React.ReactNode }) {
  return (
    <ScrollRegion kind="table" label={label}>
      <table>
        <thead>
          <tr>
            {head.map((cell, i) => (
              <th key={i}>{cell}</th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}

/** Every field an integration may send, how it travels and what Acme keeps of it. */
export function DataFields(): React.JSX.Element {
  const { list } = useFactFormat();
  return (
    <Table
      label={translate({ id: 'trust.fields.label', message: 'Customer data fields and their protection' })}
      head={[
        <Translate id="trust.fields.field">Field</Translate>,
        <Translate id="trust.fields.transport">How it reaches Acme</Translate>,
        <Translate id="trust.fields.storage">What Acme keeps</Translate>,
        <Translate id="trust.fields.purpose">Used for</Translate>,
      ]}
    >
      {dataFields.map((field) => (
        <tr key={field.key}>
          <td>
            {field.key === 'ip' ? (
              <Translate id="trust.fields.ip">IP address of the browser or app</Translate>
            ) : (
              <code>{field.key}</code>
            )}
          </td>
          <td>{transport[field.transport]()}</td>
          <td>{storage[field.storage]()}</td>
          <td>
            {list(
              field.purposes.map((p) => purpose[p]()),
              'and',
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const refused: Record<(typeof neverAccepted)[number], () => string> = {
  paymentCard: () => translate({ id: 'trust.refused.paymentCard', message: 'payment card numbers' }),
  cardSecurityCode: () => translate({ id: 'trust.refused.cardSecurityCode', message: 'card security codes' }),
  bankCredentials: () => translate({ id: 'trust.refused.bankCredentials', message: 'bank credentials' }),
  ssoPasswords: () =>
    translate({ id: 'trust.refused.ssoPasswords', message: 'the passwords of people who sign in with single sign-on' }),
};

/** What Acme never accepts, in running text. */
export function NeverAccepted(): React.JSX.Element {
  const { list } = useFactFormat();
  return (
    <>
      {list(
        neverAccepted.map((item) => refused[item]()),
        'and',
      )}
    </>
  );
}

const covers: Record<(typeof certifications)[number]['id'] | 'pentest', () => string> = {
  iso27001: () =>
    translate({ id: 'trust.covers.iso27001', message: 'Information security management of the whole service' }),
  iso27701: () => translate({ id: 'trust.covers.iso27701', message: 'Privacy information management' }),
  soc2: () =>
    translate({ id: 'trust.covers.soc2', message: 'Security, availability and confidentiality controls over a year' }),
  pentest: () =>
    translate({
      id: 'trust.covers.pentest',
      message: 'Yearly penetration test of the apps, APIs, web library and SDKs',
    }),
};

/** Certifications, audits and the yearly penetration test. */
export function Certifications(): React.JSX.Element {
  return (
    <Table
      label={translate({ id: 'trust.certifications.label', message: 'Certifications and audits' })}
      head={[
        <Translate id="trust.certifications.standard">Standard or test</Translate>,
        <Translate id="trust.certifications.covers">What it covers</Translate>,
        <Translate id="trust.certifications.auditor">Auditor</Translate>,
        <Translate id="trust.certifications.last">Last audit</Translate>,
        <Translate id="trust.certifications.next">Next</Translate>,
      ]}
    >
      {certifications.map((c) => (
        <tr key={c.id}>
          <td>{c.name}</td>
          <td>{covers[c.id]()}</td>
          <td>{c.auditor}</td>
          <td>{c.lastAudit}</td>
          <td>{c.next}</td>
        </tr>
      ))}
      <tr>
        <td>
          <Translate id="trust.certifications.pentest">Penetration test</Translate>
        </td>
        <td>{covers.pentest()}</td>
        <td>{penetrationTest.tester}</td>
        <td>{penetrationTest.last}</td>
        <td>—</td>
      </tr>
    </Table>
  );
}

const regionName: Record<RegionId | 'edge', () => string> = {
  eu: () => translate({ id: 'trust.region.eu', message: 'European Union' }),
  us: () => translate({ id: 'trust.region.us', message: 'United States' }),
  apac: () => translate({ id: 'trust.region.apac', message: 'Asia-Pacific' }),
  edge: () => translate({ id: 'trust.region.edge', message: 'Delivery points worldwide' }),
};

const site: Record<string, () => string> = {
  'Frankfurt, Germany': () => translate({ id: 'trust.site.frankfurt', message: 'Frankfurt, Germany' }),
  'Dublin, Ireland': () => translate({ id: 'trust.site.dublin', message: 'Dublin, Ireland' }),
  'Virginia, United States': () => translate({ id: 'trust.site.virginia', message: 'Virginia, United States' }),
  'Oregon, United States': () => translate({ id: 'trust.site.oregon', message: 'Oregon, United States' }),
  'Tokyo, Japan': () => translate({ id: 'trust.site.tokyo', message: 'Tokyo, Japan' }),
  'Osaka, Japan': () => translate({ id: 'trust.site.osaka', message: 'Osaka, Japan' }),
};

const accounts: Record<(typeof dataRegions)[number]['accounts'], () => string> = {
  eea: () =>
    translate({
      id: 'trust.accounts.eea',
      message: 'Accounts in the European Economic Area, the United Kingdom and Switzerland',
    }),
  apac: () =>
    translate({ id: 'trust.accounts.apac', message: 'Accounts in Japan, Australia, New Zealand and Singapore' }),
  rest: () => translate({ id: 'trust.accounts.rest', message: 'Accounts in every other country' }),
};

/** The three data regions, their two sites each, and which accounts each holds. */
export function DataRegions(): React.JSX.Element {
  return (
    <Table
      label={translate({ id: 'trust.regions.label', message: 'Data regions' })}
      head={[
        <Translate id="trust.regions.region">Region</Translate>,
        <Translate id="trust.regions.primary">Main site</Translate>,
        <Translate id="trust.regions.secondary">Second site (replicas and backups)</Translate>,
        <Translate id="trust.regions.accounts">Holds</Translate>,
      ]}
    >
      {dataRegions.map((region) => (
        <tr key={region.id}>
          <td>{regionName[region.id]()}</td>
          <td>{site[region.primary]!()}</td>
          <td>{site[region.secondary]!()}</td>
          <td>{accounts[region.accounts]()}</td>
        </tr>
      ))}
    </Table>
  );
}

const processorPurpose: Record<(typeof subProcessors)[number]['purpose'], () => string> = {
  hosting: () =>
    translate({ id: 'trust.processor.hosting', message: 'Hosting: compute, storage, databases and key management' }),
  delivery: () =>
    translate({
      id: 'trust.processor.delivery',
      message: 'Serving the web library and layout assets; sees requests, stores no customer data',
    }),
  email: () =>
    translate({ id: 'trust.processor.email', message: 'E-mail to app users: invitations, reports, notices' }),
  support: () => translate({ id: 'trust.processor.support', message: 'The tickets your team opens with Acme' }),
  monitoring: () =>
    translate({ id: 'trust.processor.monitoring', message: 'Error and performance monitoring of the apps' }),
};

/** Every sub-processor: name, purpose and the regions whose data it handles. */
export function SubProcessors(): React.JSX.Element {
  const { list } = useFactFormat();
  return (
    <Table
      label={translate({ id: 'trust.processors.label', message: 'Sub-processors' })}
      head={[
        <Translate id="trust.processors.name">Company</Translate>,
        <Translate id="trust.processors.purpose">Purpose</Translate>,
        <Translate id="trust.processors.regions">Regions</Translate>,
      ]}
    >
      {subProcessors.map((p) => (
        <tr key={p.name}>
          <td>{p.name}</td>
          <td>{processorPurpose[p.purpose]()}</td>
          <td>
            {list(
              p.regions.map((r) => regionName[r]()),
              'and',
            )}
          </td>
        </tr>
      ))}
    </Table>
  );
}

const breachStep: Record<(typeof breachNotification)[number]['step'], () => string> = {
  triage: () =>
    translate({ id: 'trust.breach.triage', message: 'An on-call security engineer takes charge of the incident' }),
  notify: () =>
    translate({
      id: 'trust.breach.notify',
      message:
        'The Account owner and the Admins of every affected account are told what happened and what data it touched',
    }),
  update: () =>
    translate({
      id: 'trust.breach.update',
      message: 'Updates to the same people until the incident is closed, at least this often',
    }),
  report: () =>
    translate({ id: 'trust.breach.report', message: 'A written report: cause, impact and the measures taken' }),
};

/** What happens after Acme confirms a breach of customer data, and when. */
export function BreachNotification(): React.JSX.Element {
  const { period } = useFactFormat();
  return (
    <Table
      label={translate({ id: 'trust.breach.label', message: 'Breach notification timeline' })}
      head={[
        <Translate id="trust.breach.step">What happens</Translate>,
        <Translate id="trust.breach.within">Within</Translate>,
      ]}
    >
      {breachNotification.map((b) => (
        <tr key={b.step}>
          <td>{breachStep[b.step]()}</td>
          <td>{period(b.within)}</td>
        </tr>
      ))}
    </Table>
  );
}

const record: Record<string, () => string> = {
  monitorEvents: () => translate({ id: 'trust.record.monitorEvents', message: 'Rows of the integration monitor' }),
  eventIds: () => translate({ id: 'trust.record.eventIds', message: 'Event ids kept to drop duplicates' }),
  queuedConversions: () =>
    translate({
      id: 'trust.record.queuedConversions',
      message: 'Conversions queued on a device without a network (retried, then dropped)',
    }),
  sftpFiles: () =>
    translate({
      id: 'trust.record.sftpFiles',
      message: 'Encrypted audience files on the SFTP server (deleted when imported, at the latest after)',
    }),
  audienceImports: () => translate({ id: 'trust.record.audienceImports', message: 'Audience import records' }),
  openCarts: () => translate({ id: 'trust.record.openCarts', message: 'Open carts, after their last change' }),
  completedCarts: () => translate({ id: 'trust.record.completedCarts', message: 'Completed carts' }),
  exports: () => translate({ id: 'trust.record.exports', message: 'Report files on Reporting → Exports' }),
  scheduleLinks: () =>
    translate({ id: 'trust.record.scheduleLinks', message: 'Download links in scheduled report e-mails' }),
  auditLog: () => translate({ id: 'trust.record.auditLog', message: 'Audit log and control history' }),
  backups: () => translate({ id: 'trust.record.backups', message: 'Backups, then destroyed with their keys' }),
  deletionProof: () =>
    translate({
      id: 'trust.record.deletionProof',
      message: 'Proof of a completed deletion request, without identifiers',
    }),
};

/** How long each kind of record is kept, with the page that describes it. */
export function Retention(): React.JSX.Element {
  const { period } = useFactFormat();
  return (
    <Table
      label={translate({ id: 'trust.retention.label', message: 'Retention periods' })}
      head={[
        <Translate id="trust.retention.record">Record</Translate>,
        <Translate id="trust.retention.kept">Kept for</Translate>,
      ]}
    >
      {retention.map((r) => (
        <tr key={r.record}>
          <td>
            <Link to={r.link}>{record[r.record]!()}</Link>
          </td>
          <td>{period(r.kept)}</td>
        </tr>
      ))}
    </Table>
  );
}

/** A trust-center period in running text. */
export function TrustPeriod({ of }: { of: 'deletionMax' | 'deletionUsual' | 'subProcessorNotice' }): React.JSX.Element {
  const { period } = useFactFormat();
  const value =
    of === 'deletionMax'
      ? period({ amount: deletion.maxDays, unit: 'days' })
      : of === 'deletionUsual'
        ? period({ amount: deletion.usualHours, unit: 'hours' })
        : period({ amount: subProcessorNoticeDays, unit: 'days' });
  return <>{value}</>;
}
