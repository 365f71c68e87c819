import { useEffect, useEffectEvent } from 'react';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import type { FocusTrap } from 'focus-trap';

/** Resolves on the first animation frame where the element is no longer `visibility: hidden`. */
const whenVisible = (element: HTMLElement): Promise<void> =>
  new Promise((resolve) => {
    const check = () => (getComputedStyle(element).visibility === 'visible' ? resolve() : requestAnimationFrame(check));
    requestAnimationFrame(check);
  });

/**
 * The theme's mobile menu neither takes focus nor keeps it, and Escape does not
 * close it. While it is open, focus-trap keeps Tab inside it and closes it on
 * Escape; focus then returns to the menu button. Rendered beside the menu (see
 * index.tsx), so it starts once the menu exists.
 */
export default function MenuFocusTrap(): null {
  const { shown, toggle } = useNavbarMobileSidebar();
  // The theme's toggle changes identity on every render: an effect event reads
  // the latest one, so the trap lives exactly as long as the menu is open.
  const closeMenu = useEffectEvent(() => toggle());
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
          if (!closedElsewhere) closeMenu();
        },
      });
      trap.activate();
    });
    return () => {
      closedElsewhere = true;
      trap?.deactivate();
    };
  }, [shown]);
  return null;
}
