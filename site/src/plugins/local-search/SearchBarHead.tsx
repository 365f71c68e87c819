import React from 'react';
import Head from '@docusaurus/Head';
import useGlobalData from '@docusaurus/useGlobalData';
import { localSearchPluginName } from './data';

type HeadProps = React.ComponentProps<typeof Head>;

// Stands in for @docusaurus/Head inside the Algolia theme's SearchBar (see
// ./index.ts), whose one head tag is a preconnect to Algolia's servers: kept
// with the hosted index, dropped when search is local and contacts no one.
export default function SearchBarHead(props: HeadProps): React.JSX.Element | null {
  const local = useGlobalData()[localSearchPluginName]?.default;
  return local ? null : <Head {...props} />;
}
