import React, { forwardRef, useEffect, useState, type ComponentPropsWithoutRef, type RefObject } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

// The navbar's search button and keyboard shortcuts, as DocSearch 3.9 renders
// them (same markup, classes and keys). DocSearch 3 ships as one pre-bundled
// module, so importing its button put the whole modal (about 30 KB gzipped)
// into every page's main bundle; index.ts points the theme's two imports here,
// and the modal loads from the package when search is first used.

interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  translations?: { buttonText?: string; buttonAriaLabel?: string };
}

const SearchIcon = () => (
  <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
    <path
      d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
      stroke="currentColor"
      fill="none"
      fillRule="evenodd"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

const CtrlIcon = () => (
  <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
    <path
      d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
      strokeWidth="1.2"
      stroke="currentColor"
      fill="none"
      strokeLinecap="square"
    />
  </svg>
);

/**
 * A key hint that shows as pressed while its key is down. A character key cap is drawn by CSS
 * (`data-key`), not text: the button's name is "Search (Ctrl+K)" and its label "Search", and a
 * visible "K" would sit outside the name (WCAG 2.5.3, label in name). The shortcut itself reaches
 * assistive technology through the name and aria-keyshortcuts.
 */
function Key({ reactsToKey, label, children }: { reactsToKey: string; label?: string; children?: React.ReactNode }) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsToKey && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsToKey || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  return (
    <kbd
      className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}
      data-key={label}
    >
      {children}
    </kbd>
  );
}

export const DocSearchButton = forwardRef<HTMLButtonElement, ButtonProps>(function DocSearchButton(
  { translations = {}, ...props },
  ref,
) {
  const { buttonText = 'Search', buttonAriaLabel = 'Search' } = translations;
  // Known only in the browser: no key hint in the server's HTML.
  const apple = useIsBrowser() ? /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) : null;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${buttonAriaLabel} (${apple ? 'Command' : 'Ctrl'}+K)`}
      aria-keyshortcuts={apple ? 'Meta+k' : 'Control+k'}
      {...props}
      ref={ref}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {apple !== null && (
          <>
            {apple ? (
              <Key reactsToKey="Meta" label="⌘" />
            ) : (
              <Key reactsToKey="Control">
                <CtrlIcon />
              </Key>
            )}
            <Key reactsToKey="k" label="K" />
          </>
        )}
      </span>
    </button>
  );
});

const isEditing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** `/` and Ctrl/⌘+K open the modal, Escape and Ctrl/⌘+K close it; typing on the focused button starts a query. */
export function useDocSearchKeyboardEvents({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput?: (event: KeyboardEvent) => void;
  searchButtonRef?: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.code === 'Escape' && isOpen) || toggle || (!isEditing(event.target) && event.key === '/' && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        searchButtonRef?.current === document.activeElement &&
        onInput &&
        /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))
      )
        onInput(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
