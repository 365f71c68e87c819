import React from 'react';
import ScrollRegion from '@site/src/components/ScrollRegion';

// A two-column table of labelled facts (row headers on the left), shared by
// the SDK package facts and the referral test vector: in a named, focusable
// scroll region like every other table, as long values can outgrow a phone.
export interface Fact {
  label: React.ReactNode;
  value: React.ReactNode;
}

export default function FactsTable({ label, facts }: { label: string; facts: Fact[] }): React.JSX.Element {
  return (
    <ScrollRegion kind="table" label={label}>
      <table>
        <tbody>
          {facts.map((fact, index) => (
            <tr key={index}>
              <th scope="row">{fact.label}</th>
              <td>{fact.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
