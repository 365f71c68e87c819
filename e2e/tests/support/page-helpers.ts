import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (Docusaurus marks `<html data-has-hydrated>`). */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Waits until no CSS transition runs: colours that fade (on a change of colour scheme, into a focus style) are measured once drawn. */
export async function waitForTransitions(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
  );
}

/** The navbar's colour-mode toggle; its accessible name is translated, and says "mode" / "モード". */
export const colorModeToggle = (page: Page): Locator =>
  page.locator('.navbar__items--right').getByRole('button', { name: /mode|モード/i });

export type ColorModeChoice = 'light' | 'dark' | 'system';

/** The `<html>` attributes that carry the colour mode: the effective one and the user's choice. */
export async function colorModeState(page: Page): Promise<{ theme: string | null; choice: string | null }> {
  const html = page.locator('html');
  return { theme: await html.getAttribute('data-theme'), choice: await html.getAttribute('data-theme-choice') };
}

/** Clicks the toggle (it cycles through three choices) until `choice` is selected. */
export async function chooseColorMode(page: Page, choice: ColorModeChoice): Promise<void> {
  for (let clicks = 0; clicks < 3; clicks++) {
    if ((await colorModeState(page)).choice === choice) return;
    await colorModeToggle(page).click();
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);
}
