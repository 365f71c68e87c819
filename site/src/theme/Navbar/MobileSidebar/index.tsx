import React, { startTransition, useEffect, useRef, useState } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type { FocusTrap } from 'focus-trap';

type Props = WrapperProps<typeof MobileSidebarType>;

/** Resolves on the first animation frame where the element is no longer `visibility: hidden`. */
const whenVisible = (element: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const check = () => (getComputedStyle(element).visibility === 'visible' ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

// Why: the theme's mobile menu neither takes focus nor keeps it, and Escape
// does not close it. While it is open, focus-trap keeps Tab inside it and
// closes it on Escape; focus then returns to the menu button.
// And on phones the theme renders the whole menu, a doc page's sidebar with it,
// right after hydration: some 560 components on a doc page, a long task on a
// slow phone, for a menu most readers never open. It is rendered once a reader
// reaches for the menu button (so it still slides in), or opens it otherwise.
export default function MobileSidebarWrapper(props: Props): React.JSX.Element | null {
  const { shown, toggle } = useNavbarMobileSidebar();
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
  // The theme's toggle changes identity on every render: read it through a ref,
  // so the trap lives exactly as long as the menu is open.
  const toggleRef = useRef(toggle);
  toggleRef.current = toggle;
  useEffect(() => {
    const menu = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!shown || !menu) return undefined;
    const menuButton = document.querySelector<HTMLElement>('.navbar__toggle');
    let closedElsewhere = false;
    let trap: FocusTrap | undefined;
    // focus-trap loads when a reader first opens the menu, not with every page.
    void import('focus-trap').then(({ createFocusTrap }) => {
      if (closedElsewhere) return;
      trap = createFocusTrap(menu, {
        // The menu slides in: its links become focusable once it is visible.
        checkCanFocusTrap: () => whenVisible(menu),
        fallbackFocus: menu,
        escapeDeactivates: true,
        // The backdrop and the page behind close the menu themselves.
        allowOutsideClick: true,
        setReturnFocus: () => menuButton ?? false,
        // Escape ends the trap first: then close the menu too.
        onDeactivate: () => {
          if (!closedElsewhere) toggleRef.current();
        },
      });
      trap.activate();
    });
    return () => {
      closedElsewhere = true;
      trap?.deactivate();
    };
  }, [shown]);
  return wanted ? <MobileSidebar {...props} /> : null;
}
