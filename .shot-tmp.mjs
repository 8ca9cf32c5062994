import { chromium } from '@playwright/test';
import fs from 'node:fs';
const seed = JSON.parse(fs.readFileSync('/tmp/rv-shot/work/seed.json', 'utf8'));
const base = 'http://127.0.0.1:3141';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function profile(token) {
  const r = await fetch(`${base}/api/users/${JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).userId}/profile`, { headers: { authorization: `Bearer ${token}` } });
  return (await r.json()).user;
}
async function shot(name, width, who, action, url = `/programs/${encodeURIComponent(seed.programId)}`, target = '#reviews') {
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
  await page.goto(`${base}${url}`);
  if (target) {
    await page.locator(target).waitFor();
    await page.getByText(/out of 5/).first().waitFor();
  } else await page.waitForTimeout(3000);
  if (action) await action(page);
  if (target) await page.locator(target).screenshot({ path: `/tmp/rv-shot/${name}-${width}.png` });
  else await page.screenshot({ path: `/tmp/rv-shot/${name}-${width}.png`, fullPage: false });
  await context.close();
}
await shot('maya', 1280, seed.maya);
await shot('maya', 390, seed.maya);
const results = '/route-results?location=' + encodeURIComponent('126 Heron Ct, Boston, MA 02211');
await shot('results', 1280, null, null, results, null);
await shot('popup', 1280, null, (page) => page.locator('.leaflet-marker-icon[title="Sunflower Ducklings Day Care"]').dispatchEvent('click').then(() => page.waitForTimeout(800)), results, null);
await shot('results', 390, null, null, results, null);
await shot('operator', 1280, seed.sam, null, '/operator', null);
await shot('operator', 390, seed.sam, null, '/operator', null);
await browser.close();
