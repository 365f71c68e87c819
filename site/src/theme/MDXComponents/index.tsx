import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import { SdkInstall, SdkMinimumOs, SdkPackage, SdkReleases, SdkVersion } from '@site/src/components/Sdk';
import ReferralTestVector from '@site/src/components/ReferralTestVector';
import ScrollRegion from '@site/src/components/ScrollRegion';

/** Task-list checkboxes only show a checklist's shape: disabled, they are hidden from assistive technology (axe label). */
function Input(props: React.ComponentProps<'input'>): React.JSX.Element {
  const presentational = props.type === 'checkbox' && props.disabled;
  return <input {...props} aria-hidden={presentational || props['aria-hidden']} />;
}

// Why: pages use tabs and the data-driven SDK and signature components on
// nearly every developer page; registering them here spares each page its imports.
export default {
  ...MDXComponents,
  Tabs,
  TabItem,
  SdkInstall,
  SdkVersion,
  SdkPackage,
  SdkMinimumOs,
  SdkReleases,
  ReferralTestVector,
  // Wraps diagrams and tables; inserted by the remark plugins of src/plugins/scroll-regions.
  ScrollRegion,
  input: Input,
};
