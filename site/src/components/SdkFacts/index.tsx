import React from 'react';
import { currentVersion, sdks, type Platform } from '@site/src/data/sdks';

// Single SDK facts in running text, from site/src/data/sdks.ts. Apart from the
// install snippets and release tables (src/components/Sdk), so that a page that
// names a version loads no tabs, code blocks or highlighting with it.

interface PlatformProps {
  platform: Platform;
}

export function SdkVersion({ platform }: PlatformProps): React.JSX.Element {
  return <code>{currentVersion(platform)}</code>;
}

export function SdkPackage({ platform }: PlatformProps): React.JSX.Element {
  return <code>{sdks[platform].packageName}</code>;
}

export function SdkMinimumOs({ platform }: PlatformProps): React.JSX.Element {
  return <>{sdks[platform].minimumOs}</>;
}
