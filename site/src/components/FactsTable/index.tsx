import React from 'react';

// A two-column table of labelled facts (row headers on the left), shared by
// the SDK package facts and the referral test vector.
export interface Fact {
  label: React.ReactNode;
  value: React.ReactNode;
}

export default function FactsTable({ facts }: { facts: Fact[] }): React.JSX.Element {
  return (
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
  );
}
