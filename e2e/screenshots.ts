import type { Page } from '@playwright/test';

const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

type Device = keyof typeof SIZES;

export async function showAs(page: Page, device: Device): Promise<void> {
  await page.setViewportSize(SIZES[device]);
}

/**
 * Saves the page as test-results/screenshots/<name>-<device>-<width>x<height>.png, the whole
 * page as that device shows it. In CI, where no one opens them, the page is still shown at that
 * size but not saved: a full-page picture drawn in software is a sixth of a journey's time
 * (docs/decisions/0042).
 */
export async function screenshotAs(page: Page, name: string, device: Device): Promise<void> {
  const { width, height } = SIZES[device];
  await showAs(page, device);
  // A full-page shot of a scrolled page draws the sticky header mid-page; start from the top.
  await page.evaluate('window.scrollTo(0, 0)');
  if (process.env.CI) return;
  await page.screenshot({
    path: `test-results/screenshots/${name}-${device}-${width}x${height}.png`,
    fullPage: true,
    animations: 'disabled',
    // Cards out of view are drawn only as they near the screen (docs/decisions/0013); the picture
    // shows them as a parent scrolling down sees them.
    style: '* { content-visibility: visible !important; }',
  });
}

/** Saves the page as a laptop and as a phone see it, then returns to the laptop size. */
export async function screenshotBothSizes(page: Page, name: string): Promise<void> {
  await screenshotAs(page, name, 'desktop');
  await screenshotAs(page, name, 'phone');
  await showAs(page, 'desktop');
}
