/// <reference types="@docusaurus/plugin-debug" />
import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugLayout from '@theme/DebugLayout';
import DebugRegistry from '@theme-original/DebugRegistry';

// Why: the registry lists bundler module ids, which differ between the server
// and client bundles; rendering it only in the browser avoids a hydration error.
// The server renders the layout and its headings meanwhile.
export default function DebugRegistryClientOnly(): React.JSX.Element {
  return (
    <BrowserOnly
      fallback={
        <DebugLayout>
          <h2>Registry</h2>
        </DebugLayout>
      }
    >
      {() => <DebugRegistry />}
    </BrowserOnly>
  );
}
