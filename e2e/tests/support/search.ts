import { expect, type Locator, type Page } from '@playwright/test';

// The DocSearch modal, as a reader sees it.

export const modal = (page: Page): Locator => page.locator('.DocSearch-Modal');
export const modalInput = (page: Page): Locator => page.locator('input.DocSearch-Input');
export const hits = (page: Page): Locator => page.locator('.DocSearch-Dropdown .DocSearch-Hit');
export const searchButton = (page: Page): Locator => page.locator('.navbar button.DocSearch-Button');

/** DocSearch keys its local storage by index name: the local index is "acme-docs". */
export const storageKeys = {
  recent: '__DOCSEARCH_RECENT_SEARCHES__acme-docs',
  favorite: '__DOCSEARCH_FAVORITE_SEARCHES__acme-docs',
};

/** Opens the modal with the `/` shortcut, typed outside any field. */
export async function openWithSlash(page: Page): Promise<void> {
  // The shortcut is a React listener: after a reload it exists only once the page has hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('/');
  await expect(modalInput(page)).toBeFocused();
}

/** Distinct pages of the hits shown, in the order shown (paths without the heading anchor). */
export async function resultPages(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.DocSearch-Dropdown .DocSearch-Hit a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.split('#')[0]!))];
}

/**
 * Types a query into an emptied input and waits for its hits. (While a query
 * loads, DocSearch shows its no-result screen, so that screen proves nothing.)
 */
export async function search(page: Page, query: string): Promise<void> {
  await modalInput(page).fill('');
  await expect(hits(page)).toHaveCount(0);
  await modalInput(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/**
 * A query no page answers. Pagefind also matches a word that begins a query
 * term ("int" for "introuvable"), so it is written in letters no page uses.
 */
export const queryWithNoResult = 'ξψζω';

/** Types a query that finds nothing and waits until DocSearch has settled on it. */
export async function searchForNothing(page: Page, query: string): Promise<Locator> {
  await modalInput(page).fill(query);
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText(`"${query}"`);
  await page.waitForLoadState('networkidle');
  await expect(hits(page)).toHaveCount(0);
  return screen;
}

/** A DocSearch record as stored in local storage, for seeding recent searches and favourites. */
export function storedHit(n: number, path = '/glossary'): Record<string, unknown> {
  return {
    objectID: `https://docs.acme.example${path}#stored-${n}`,
    type: 'lvl1',
    url: `https://docs.acme.example${path}#stored-${n}`,
    url_without_anchor: `https://docs.acme.example${path}`,
    anchor: `stored-${n}`,
    content: null,
    hierarchy: {
      lvl0: 'Documentation',
      lvl1: `Stored search ${n}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}
