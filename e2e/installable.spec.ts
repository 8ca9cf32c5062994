import { expect, test } from './fixtures.js';
import { screenshotBothSizes } from './screenshots.js';
import { homeTexts } from '../src/web/features/home/home-texts.js';
import { english } from './english.js';

test.use({ serviceWorkers: 'allow' });

test('CareRoute can be added to the home screen and shows an offline page without a connection', async ({
  page,
  context,
  browserErrors,
}) => {
  await page.goto('/');
  await expect(page.getByText(english(homeTexts.mobileApps))).toBeVisible();
  // The invitation is said once where it is said at all, not again in the footer of every page.
  for (const path of ['/', '/about', '/blog', '/route-results']) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/home screen/i)).toHaveCount(path === '/' || path === '/about' ? 1 : 0);
  }
  await page.goto('/');

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href ?? '')).json()) as { icons: { src: string }[] };
  expect(manifest).toMatchObject({ short_name: 'CareRoute', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).ok(), icon.src).toBe(true);

  // Once the worker controls the page, a navigation without a connection shows the offline page.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  browserErrors.allow(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR/);
  await context.setOffline(true);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await screenshotBothSizes(page, 'offline');
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL('/');
});
