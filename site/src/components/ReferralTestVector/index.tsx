import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import Translate, { translate } from '@docusaurus/Translate';
import FactsTable from '@site/src/components/FactsTable';
import { referralSignature } from '@site/src/data/referral-signature';

// The published test vector of the referral signature, from its one data
// module, so every validate-referrals page shows the same values the tests use.
export default function ReferralTestVector(): React.JSX.Element {
  const { testVector, maxAgeSeconds } = referralSignature;
  return (
    <FactsTable
      label={translate({ id: 'referral.testVector', message: 'Test vector' })}
      facts={[
        { label: <Translate id="referral.secret">Signing secret</Translate>, value: <code>{testVector.secret}</code> },
        {
          label: <Translate id="referral.url">Landing URL</Translate>,
          value: <CodeBlock language="text">{testVector.url}</CodeBlock>,
        },
        {
          label: <Translate id="referral.canonical">Canonical string</Translate>,
          value: <CodeBlock language="text">{testVector.canonical}</CodeBlock>,
        },
        {
          label: <Translate id="referral.signature">Expected acme_sig</Translate>,
          value: <code>{testVector.signature}</code>,
        },
        {
          label: <Translate id="referral.now">Verification time</Translate>,
          value: (
            <>
              <code>{testVector.now}</code>{' '}
              <Translate id="referral.nowNote" values={{ seconds: maxAgeSeconds }}>
                {'(Unix seconds; the referral stays valid for {seconds} seconds after acme_ts)'}
              </Translate>
            </>
          ),
        },
      ]}
    />
  );
}
