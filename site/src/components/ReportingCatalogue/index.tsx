import React from 'react';
import Translate, { translate } from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';
import { catalogues, publicCatalogue } from '@acme-docs/query-api/catalogue';

// The metrics and dimensions of a Query API report, read from the sandbox's
// catalogue module: the one source, so a new metric appears in the docs by itself.

type Report = keyof typeof catalogues;
interface Props {
  report: Report;
}

const Slug = ({ slug }: { slug: string }) => <code>{slug}</code>;

/** A catalogue table, wide on phones: a named, focusable scroll region like the Markdown tables. */
function CatalogueTable({
  label,
  head,
  children,
}: {
  label: string;
  head: React.ReactNode[];
  children: React.ReactNode;
}) {
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

export function ReportMetrics({ report }: Props): React.JSX.Element {
  const { metrics } = publicCatalogue(catalogues[report]);
  const label = translate({ id: 'reporting.metricsTable', message: 'Metrics of the {report} report' }, { report });
  const head = [
    <Translate id="reporting.metric">Metric</Translate>,
    <Translate id="reporting.description">Description</Translate>,
    <Translate id="reporting.type">Type</Translate>,
    <Translate id="reporting.unit">Unit</Translate>,
    <Translate id="reporting.formula">Formula</Translate>,
  ];
  return (
    <CatalogueTable label={label} head={head}>
      {metrics.map((metric) => (
        <tr key={metric.slug}>
          <td>
            <Slug slug={metric.slug} />
          </td>
          <td>{metric.description}</td>
          <td>{metric.type}</td>
          <td>{metric.unit}</td>
          <td>
            {metric.formula ? (
              <code>{metric.formula}</code>
            ) : (
              <Translate id="reporting.additive">sum over rows</Translate>
            )}
          </td>
        </tr>
      ))}
    </CatalogueTable>
  );
}

export function ReportDimensions({ report }: Props): React.JSX.Element {
  const { dimensions } = publicCatalogue(catalogues[report]);
  const label = translate(
    { id: 'reporting.dimensionsTable', message: 'Dimensions of the {report} report' },
    { report },
  );
  const head = [
    <Translate id="reporting.dimension">Dimension</Translate>,
    <Translate id="reporting.description">Description</Translate>,
    <Translate id="reporting.values">Values</Translate>,
  ];
  return (
    <CatalogueTable label={label} head={head}>
      {dimensions.map((dimension) => (
        <tr key={dimension.slug}>
          <td>
            <Slug slug={dimension.slug} />
          </td>
          <td>{dimension.description}</td>
          <td>
            {dimension.values ? (
              dimension.values.map((value, i) => (
                <React.Fragment key={value}>
                  {i > 0 && ', '}
                  <code>{value}</code>
                </React.Fragment>
              ))
            ) : (
              <Translate id="reporting.identifiers">identifiers (strings)</Translate>
            )}
          </td>
        </tr>
      ))}
    </CatalogueTable>
  );
}
