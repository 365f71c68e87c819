import { sdks } from '@acme-docs/site/data/sdks';

// SDK install lines and versions belong to site/src/data/sdks.ts; a page that
// types a package name followed by a version number has a copy that will go stale.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const copies = Object.values(sdks).map((sdk) => ({
  packageName: sdk.packageName,
  pattern: new RegExp(`${escape(sdk.packageName)}[^\\n]{0,30}?\\d+\\.\\d+`, 'g'),
}));

export function hardCodedSdkVersions(text: string): string[] {
  return copies.flatMap(({ pattern }) => [...text.matchAll(pattern)].map((m) => m[0]));
}
