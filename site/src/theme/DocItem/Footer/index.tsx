import React from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import Feedback from '@site/src/components/Feedback';

type Props = WrapperProps<typeof FooterType>;

// Why: every doc page ends with "Was this page helpful?" (issue #31).
export default function FooterWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Footer {...props} />
      <Feedback />
    </>
  );
}
