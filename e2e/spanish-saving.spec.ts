import type { Page } from '@playwright/test';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';
import { travelModeTexts } from '../src/web/components/travel-mode-texts.js';
import { privacyTexts } from '../src/web/features/profile/privacy-texts.js';
import { alertsTexts } from '../src/web/features/alerts/alerts-texts.js';
import { profileTexts } from '../src/web/features/profile/profile-texts.js';
import { scan } from './accessibility-scan.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { search } from './search-page.js';

const parent = newParent('Carmen', 'Ortiz');

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
const header = (page: Page) => page.getByRole('banner');
const list = (page: Page) => page.getByRole('region', { name: 'Guarderías encontradas' });

/** The Spanish results are in: the list's items and the map's markers. */
async function expectResultsShown(page: Page): Promise<void> {
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(search.markers(page).nth(2)).toBeVisible();
}

test('the search-and-save journey in Spanish: programs and the route saved, listed and removed', async ({ page }) => {
  await registerInBrowser(page, parent);
  await page.goto('/route-results?start=Quincy%2C%20MA&end=Cambridge%2C%20MA&lang=es');
  await expectResultsShown(page);
  await expect(header(page).getByRole('link', { name: 'Avisos, 0 sin leer', exact: true })).toBeVisible();

  const [first, second] = (await list(page).getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2) as [string, string];
  for (const name of [first, second]) {
    await page.getByRole('button', { name: `Guardar ${name}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Quitar ${name}`, exact: true }).first()).toBeVisible();
  }
  await expect(toast(page, '¡Guardería guardada en sus favoritas!').first()).toBeVisible();
  await page.getByRole('button', { name: 'Guardar ruta', exact: true }).click();
  await expect(toast(page, '¡Ruta guardada!')).toBeVisible();
  // Saved again, the route is recognised before anything is sent.
  await page.getByRole('button', { name: 'Guardar ruta', exact: true }).click();
  await expect(toast(page, 'Esta ruta ya está en sus rutas guardadas.')).toBeVisible();

  await header(page).getByRole('button', { name: 'Guarderías guardadas (2)', exact: true }).click();
  const daycares = page.getByRole('dialog', { name: 'Guarderías guardadas' });
  for (const name of [first, second]) await expect(daycares.getByText(name, { exact: true })).toBeVisible();
  await expect(daycares).toContainText(/Guardada el \d/);
  expect(await englishLinesIn(daycares, [savedTexts]), 'the saved daycares’ English').toEqual([]);
  await scan(page, 'saved daycares, in Spanish');
  await screenshotBothSizes(page, 'saved-daycares-es');
  await daycares.getByRole('button', { name: `Quitar ${first}`, exact: true }).click();
  await expect(toast(page, '¡Guardería quitada de sus favoritas!')).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Guarderías guardadas (1)', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await header(page).getByRole('button', { name: 'Rutas guardadas (1)', exact: true }).click();
  const routes = page.getByRole('dialog', { name: 'Rutas guardadas' });
  await expect(routes.getByRole('link', { name: /^Quincy, MA a Cambridge, MA En carro/ })).toBeVisible();
  await expect(routes).toContainText('En carro');
  await expect(routes).toContainText(/[\d,]+ guarderías encontradas/);
  expect(await englishLinesIn(routes, [savedTexts, travelModeTexts]), 'the saved routes’ English').toEqual([]);
  await screenshotBothSizes(page, 'saved-routes-es');
  await routes.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/route-results\?start=Quincy.*end=Cambridge/);
  await expectResultsShown(page);
  await expect(page.getByRole('button', { name: `Quitar ${second}`, exact: true }).first()).toBeVisible();

  await test.step('the profile shows what was saved, each tab in Spanish', async () => {
    await page.goto('/profile');
    await expect(page).toHaveTitle(/^Perfil/);
    await expect(page.getByText('1 guardería guardada', { exact: true })).toBeVisible();
    await expect(page.getByText('1 ruta guardada', { exact: true })).toBeVisible();
    for (const name of ['Resumen', 'Guarderías guardadas', 'Rutas guardadas', 'Configuración']) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
      expect(await englishLinesIn(page.locator('main'), [profileTexts, privacyTexts, travelModeTexts]), `the profile’s ${name} tab’s English`).toEqual([]);
      await scan(page, `profile, ${name} tab, in Spanish`);
    }
    await expect(page.getByRole('tabpanel')).toContainText('Sus datos y sesiones');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const form = page.getByRole('form', { name: 'Cambiar contraseña' });
    await form.getByLabel('Contraseña actual').fill(parent.password);
    await form.getByLabel('Contraseña nueva', { exact: true }).fill('short');
    await form.getByLabel('Confirme la contraseña nueva').fill('short');
    await form.getByRole('button', { name: 'Guardar contraseña' }).click();
    await expect(form.getByText('La contraseña nueva debe tener al menos 8 caracteres')).toBeVisible();
    await screenshotBothSizes(page, 'profile-settings-es');
  });

  await test.step('the saved route’s alert form, and the notification centre, in Spanish', async () => {
    await page.goto('/profile?tab=routes');
    await page.getByRole('button', { name: 'Avisarme de cupos' }).click();
    const form = page.getByRole('form', { name: 'Alertas para esta ruta' });
    await expect(form.getByLabel('Bebé')).toBeChecked();
    await expect(form.getByLabel('Al instante')).toBeChecked();
    expect(await englishLinesIn(page.locator('main'), [alertsTexts]), 'the alert form’s English').toEqual([]);
    await scan(page, 'the alert form, in Spanish');
    await screenshotBothSizes(page, 'alerts-form-es');
    await form.getByRole('button', { name: 'Guardar alerta' }).click();
    await expect(page.getByText('Alertas activas: Bebé · correo al instante')).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Avisos' })).toBeVisible();
    await expect(page.getByText('Nada por ahora. Active alertas para una ruta guardada y le avisaremos aquí cuando se abran cupos en ella.')).toBeVisible();
  });
});
