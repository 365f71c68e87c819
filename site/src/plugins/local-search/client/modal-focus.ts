// DocSearch keeps Tab inside its modal by watching the first and last links it
// found when the modal opened, and the last is the Algolia logo, which local
// search hides (local-search.css): Tab past the last visible control left the
// modal for the page behind its backdrop (the announcement bar's link first).

let kept = false;

/** From now on, Tab and Shift+Tab out of the search modal wrap round to its first or last control. */
export function keepTabInSearchModal(doc: Document = document): void {
  if (kept) return;
  kept = true;
  // The direction of the Tab press under way, until the browser has moved focus for it.
  let direction = 0;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Tab') return;
      direction = event.shiftKey ? -1 : 1;
      setTimeout(() => (direction = 0));
    },
    true,
  );
  doc.addEventListener('focusin', (event) => {
    const modal = doc.querySelector('.DocSearch-Modal');
    if (!direction || !modal || modal.contains(event.target as Node)) return;
    const controls = Array.from(modal.querySelectorAll<HTMLElement>('input, button, a[href]'));
    if (direction < 0) controls.reverse();
    // The first that takes focus: hidden ones do not.
    controls.some((control) => (control.focus(), doc.activeElement === control));
  });
}
