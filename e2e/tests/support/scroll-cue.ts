import type { Locator } from '@playwright/test';

/**
 * Whether a scroll region shows its cue (ScrollRegion's edge shadows) as it is
 * scrolled now: a picture of it differs from one with the cue switched off.
 */
export async function hasVisibleCue(region: Locator): Promise<boolean> {
  const withCue = await region.screenshot({ animations: 'disabled' });
  await region.evaluate((el) => ((el as HTMLElement).style.backgroundImage = 'none'));
  const withoutCue = await region.screenshot({ animations: 'disabled' });
  await region.evaluate((el) => ((el as HTMLElement).style.backgroundImage = ''));
  return !withCue.equals(withoutCue);
}
