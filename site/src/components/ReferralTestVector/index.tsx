import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate from '@docusaurus/Translate';
import { referralSignature } from '@site/src/data/referral-signature';

// The published test vector of the referral signature, from its one data
// module, so every validate-referrals page shows the same values the tests use.
export default function ReferralTestVector(): React.JSX.Element {
  const { testVector, maxAgeSeconds } = referralSignature;
  return (
    <table>
      <tbody>
        <tr>
          <th scope="row"><Translate id="referral.secret">Signing secret</Translate></th>
          <td><code>{testVector.secret}</code></td>
        </tr>
        <tr>
          <th scope="row"><Translate id="referral.url">Landing URL</Translate></th>
          <td><CodeBlock language="text">{testVector.url}</CodeBlock></td>
        </tr>
        <tr>
          <th scope="row"><Translate id="referral.canonical">Canonical string</Translate></th>
          <td><CodeBlock language="text">{testVector.canonical}</CodeBlock></td>
        </tr>
        <tr>
          <th scope="row"><Translate id="referral.signature">Expected acme_sig</Translate></th>
          <td><code>{testVector.signature}</code></td>
        </tr>
        <tr>
          <th scope="row"><Translate id="referral.now">Verification time</Translate></th>
          <td>
            <code>{testVector.now}</code>{' '}
            <Translate id="referral.nowNote" values={{ seconds: maxAgeSeconds }}>
              {'(Unix seconds; the referral stays valid for {seconds} seconds after acme_ts)'}
            </Translate>
          </td>
        </tr>
      </tbody>
    </table>
  );
}
