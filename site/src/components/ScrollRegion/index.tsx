import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

interface Props {
  kind: 'diagram' | 'table';
  /** The region's place among those of its kind on the page (1, 2, …), so every name is unique. */
  number?: string;
  /** A diagram's natural width in CSS pixels. */
  width?: string;
  /** A name of its own, for tables that components render (instead of "Table {number}"). */
  label?: string;
  children: ReactNode;
}

const label = (kind: Props['kind'], number: string): string =>
  kind === 'diagram'
    ? translate(
        { id: 'scrollRegion.diagram', message: 'Diagram {number}', description: 'Accessible name of a diagram' },
        { number },
      )
    : translate(
        { id: 'scrollRegion.table', message: 'Table {number}', description: 'Accessible name of a table' },
        { number },
      );

/**
 * A diagram or table that keeps its readable size and scrolls sideways when it
 * is wider than the column. The remark plugins of src/plugins/scroll-regions and
 * src/plugins/diagrams put every Markdown table and Mermaid diagram in one. Focusable and named, so
 * keyboard and screen reader users can reach and scroll it.
 */
export default function ScrollRegion({ kind, number, width, label: name, children }: Props): React.JSX.Element {
  return (
    <div
      className={clsx(styles.region, kind === 'diagram' ? clsx(styles.diagram, 'acme-diagram') : styles.table)}
      role="region"
      aria-label={name ?? label(kind, number ?? '')}
      tabIndex={0}
      style={width ? ({ '--diagram-width': `${width}px` } as React.CSSProperties) : undefined}
    >
      {children}
    </div>
  );
}
