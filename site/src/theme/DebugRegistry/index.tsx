import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import DebugRegistry from '@theme-original/DebugRegistry';

// Why: the registry lists bundler module ids, which differ between the server
// and client bundles; rendering it only in the browser avoids a hydration error.
export default function DebugRegistryClientOnly(): React.JSX.Element {
  return <BrowserOnly>{() => <DebugRegistry />}</BrowserOnly>;
}
