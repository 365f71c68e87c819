import React from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import Translate, { translate } from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';
import FactsTable from '@site/src/components/FactsTable';
import { currentVersion, sdks, type Platform } from '@site/src/data/sdks';
import snippetRuns from '@generated/acme-code-highlighting/default/snippet-runs.json';
import translatedChanges from '@generated/acme-translation-status/default/sdk-changes.json';
import { snippetKey } from '@site/src/plugins/code-highlighting/runs';

// SDK facts rendered from site/src/data/sdks.ts, so that no page carries its
// own copy of a package name, install line or version number. The facts that
// sit in running text are in src/components/SdkFacts.

interface PlatformProps {
  platform: Platform;
}

/** The install snippets of one SDK at its current version, one tab each. */
export function SdkInstall({ platform }: PlatformProps): React.JSX.Element {
  const sdk = sdks[platform];
  const version = currentVersion(platform);
  return (
    <Tabs groupId={`${platform}-install`}>
      {sdk.install.map((step) => {
        const code = step.code(version);
        return (
          <TabItem key={step.label} value={step.label} label={step.label}>
            <CodeBlock
              language={step.language}
              title={step.file}
              highlight={snippetRuns[snippetKey(step.language, code)]}
            >
              {code}
            </CodeBlock>
          </TabItem>
        );
      })}
    </Tabs>
  );
}

// Empty in English: only a translated locale's build writes translations.
const inTranslatedLocale = Object.keys(translatedChanges).length > 0;

/** A change as written in sdks.ts: text with `code` spans. */
function Change({ text }: { text: string }): React.JSX.Element {
  return <>{text.split(/`([^`]*)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>;
}

/** The package facts and the release history, newest first, the changes in the page's language where translated. */
export function SdkReleases({ platform }: PlatformProps): React.JSX.Element {
  const sdk = sdks[platform];
  return (
    <>
      <FactsTable
        label={translate({ id: 'sdk.facts', message: 'Package facts' })}
        facts={[
          {
            label: <Translate id="sdk.package">Package</Translate>,
            value: (
              <>
                <code>{sdk.packageName}</code> ({sdk.registry})
              </>
            ),
          },
          {
            label: <Translate id="sdk.current">Current version</Translate>,
            value: <code>{currentVersion(platform)}</code>,
          },
          { label: <Translate id="sdk.minimumOs">Minimum OS</Translate>, value: sdk.minimumOs },
          { label: <Translate id="sdk.toolchain">Built with</Translate>, value: sdk.toolchain },
        ]}
      />
      <ScrollRegion kind="table" label={translate({ id: 'sdk.releases', message: 'Release history' })}>
        <table>
          <thead>
            <tr>
              <th>
                <Translate id="sdk.version">Version</Translate>
              </th>
              <th>
                <Translate id="sdk.released">Released</Translate>
              </th>
              <th>
                <Translate id="sdk.changes">Changes</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {sdk.releases.map((release) => (
              <tr key={release.version}>
                <td>
                  <code>{release.version}</code>
                </td>
                <td>
                  <time dateTime={release.date}>{release.date}</time>
                </td>
                <td>
                  <ul>
                    {release.changes.map((change, n) => {
                      // The translation when it translates this English (site/i18n/<locale>/sdk-releases.json), else the English.
                      const translated = translatedChanges[`${platform}@${release.version}`]?.[n];
                      return (
                        <li key={change} lang={translated || !inTranslatedLocale ? undefined : 'en'}>
                          <Change text={translated ?? change} />
                        </li>
                      );
                    })}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
