import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import { releaseNotes } from '@site/src/data/release-notes';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

// Why: with one docs version the theme draws the version item as a plain link,
// marked active on every doc page: "Next" read like a pagination link. A menu
// (the version, and the release notes that say what changed in it) makes it
// the docs version dropdown of REQ-SHELL-1, and "Version:" says what it selects.
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  const releaseNotesItem = {
    to: `/${releaseNotes.routeBasePath}`,
    label: translate({ id: 'releaseNotes.title', message: releaseNotes.title }),
  };
  const prefix = translate({
    id: 'navbar.docsVersion.prefix',
    message: 'Version:',
    description:
      'Before the docs version on the navbar’s version button (“Version: Next”), hidden on narrow desktops; empty where the version’s own label says it is a version',
  });
  return (
    <DocsVersionDropdownNavbarItem
      {...props}
      dropdownActiveClassDisabled
      dropdownItemsAfter={[...(props.dropdownItemsAfter ?? []), releaseNotesItem]}
      // On phones the theme names the menu "Versions"; on desktops the button names the version,
      // after "Version:" where the locale needs it. The theme's link shows only its label (its
      // children are overridden, and `html` clashes with them), so the prefix is CSS generated
      // content (custom.css), which browsers include in the button's accessible name.
      {...(!props.mobile && prefix && { 'data-version-prefix': prefix })}
    />
  );
}
