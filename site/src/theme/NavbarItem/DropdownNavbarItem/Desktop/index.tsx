import React from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import Desktop from '@theme-original/NavbarItem/DropdownNavbarItem/Desktop';
import type DesktopType from '@theme/NavbarItem/DropdownNavbarItem/Desktop';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DesktopType>;

// Why: the theme marks the active link inside a dropdown but not the dropdown
// itself, so a reader in a user guide would see no section marked in the navbar.
export default function DropdownNavbarItemDesktop(props: Props): React.JSX.Element {
  const { pathname } = useLocation();
  const containsActive = props.items.some((item) =>
    isRegexpStringMatch((item as { activeBaseRegex?: string }).activeBaseRegex, pathname),
  );
  return <Desktop {...props} className={clsx(props.className, containsActive && 'navbar__link--active')} />;
}
