import { chromium } from '@playwright/test';
import fs from 'node:fs';
const seed = JSON.parse(fs.readFileSync('/tmp/rv-shot/work/seed.json', 'utf8'));
const base = 'http://127.0.0.1:3141';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function profile(token) {
  const r = await fetch(`${base}/api/users/${JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).userId}/profile`, { headers: { authorization: `Bearer ${token}` } });
  return (await r.json()).user;
}
async function shot(name, width, who, action) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  if (who) {
    const user = await profile(who.token);
    await page.addInitScript(([user, token, flag]) => {
      localStorage.setItem('user', JSON.stringify(user));
      localStorage.setItem('token', token);
      localStorage.setItem('isAuthenticated', flag);
    }, [user, who.token, process.env.FLAG ?? 'true']);
  }
  await page.goto(`${base}/programs/${encodeURIComponent(seed.programId)}`);
  await page.locator('#reviews').waitFor();
  await page.getByText(/out of 5/).first().waitFor();
  if (action) await action(page);
  await page.locator('#reviews').screenshot({ path: `/tmp/rv-shot/${name}-${width}.png` });
  await context.close();
}
await shot('maya', 1280, seed.maya);
await shot('maya', 390, seed.maya);
await shot('visitor', 390, null);
await shot('manager-form', 390, seed.ana, (page) => page.getByRole('button', { name: 'Write a review' }).click());
await browser.close();
