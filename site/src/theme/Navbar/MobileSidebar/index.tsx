import React, { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

// The menu's code is out of every page's main bundle: it loads when the menu is wanted (below).
const MobileSidebar = lazy(() => import('@theme-original/Navbar/MobileSidebar'));
const MenuFocusTrap = lazy(() => import('./FocusTrap'));

// Why: on phones the theme renders the whole menu, a doc page's sidebar with it,
// right after hydration: some 450 components on a doc page, a long task on a
// slow phone, for a menu most readers never open. It is rendered once a reader
// reaches for the menu button (so it still slides in), or opens it otherwise;
// while open, it keeps the focus (FocusTrap.tsx).
export default function MobileSidebarWrapper(props: Props): React.JSX.Element | null {
  const { shown } = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(shown);
  if (shown && !wanted) setWanted(true);
  useEffect(() => {
    const button = document.querySelector<HTMLElement>('.navbar__toggle');
    if (wanted || !button) return undefined;
    const want = () => startTransition(() => setWanted(true));
    const events = ['pointerenter', 'pointerdown', 'focus'] as const;
    for (const event of events) button.addEventListener(event, want, { passive: true });
    return () => {
      for (const event of events) button.removeEventListener(event, want);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebar {...props} />
      <MenuFocusTrap />
    </Suspense>
  );
}
