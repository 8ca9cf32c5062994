import type { Page } from '@playwright/test';
import { resultsTexts } from '../src/web/features/search/results/results-texts.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { comparePicksTexts } from '../src/web/components/compare-picks-texts.js';
import { accountTexts } from '../src/web/lib/account-texts.js';
import { dayPlanTexts } from '../src/web/lib/day-plan-texts.js';
import { programPageTexts } from '../src/web/features/programs/program-page-texts.js';
import { compareTexts } from '../src/web/features/compare/compare-texts.js';
import { reviewTexts } from '../src/web/features/programs/reviews/review-texts.js';
import { listingTexts } from '../src/web/lib/listing-texts.js';
import { qualityTexts } from '../src/web/lib/quality-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { scan } from './accessibility-scan.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll, search } from './search-page.js';

const list = (page: Page) => page.getByRole('region', { name: 'Guarderías encontradas' });

/** No line of the page is one of the results page's English texts (a word both languages share aside). */
async function expectNoEnglishOfResults(page: Page): Promise<void> {
  const shown = await englishLinesIn(
    page.locator('body'),
    [resultsTexts, programTexts, listingTexts, dayPlanTexts, comparePicksTexts, accountTexts, searchFormTexts],
    ['Montessori'],
  );
  expect(shown, 'the results page’s English on its Spanish page').toEqual([]);
}

test('a Spanish link to a route’s results shows the page, its filters, the list and the map in Spanish', async ({ page }) => {
  await page.goto('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA&lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Guarderías en su ruta' })).toBeVisible();
  await expect(page).toHaveTitle('Guarderías en su ruta · CareRoute');
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mapa de los programas encontrados' }).locator('.leaflet-marker-icon').nth(2)).toBeVisible();
  await expect(list(page).getByText(/^[\d,]+ programas$/)).toBeVisible();
  await expect(list(page).getByText(/min más de trayecto/).first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'buscar por lugar' })).toBeVisible();
  await expect(search.button(page, 'Ver ruta')).toBeVisible();
  await expect(search.button(page, 'Guardar ruta')).toBeVisible();
  await expect(page.locator('summary').filter({ hasText: 'Planear mi día' })).toContainText('lun–vie');
  const card = list(page).getByRole('listitem').filter({ has: page.locator('dt') }).first();
  await expect(card.locator('dt')).toHaveText(['Cupos', 'Precio', 'Horario']);
  await expect(card.getByRole('button', { name: /^Comparar / })).toBeVisible();

  const filters = page.getByRole('group', { name: 'Filtrar y ordenar' });
  await expect(filters.getByLabel('Edad')).toHaveValue('');
  await filters.getByLabel('Ordenar por').selectOption({ label: 'Menor desvío' });
  await expect(page).toHaveURL(/sort=totalDetour/);
  await filters.getByText('Cupos, precio, horario e idioma').click();
  await filters.getByLabel('Cupos para').selectOption({ label: 'Bebés' });
  await expect(filters.getByText('1 activo', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/openings=infant/);
  await expect(filters.getByLabel('Máximo al mes')).toBeVisible();
  await expectNoEnglishOfResults(page);
  await scan(page, 'route results, in Spanish');
  await screenshotBothSizes(page, 'route-results-es');
  await expectNoSidewaysScroll(page);

  // A visitor's heart asks them to log in first, in Spanish too.
  const name = (await list(page).getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await page.getByRole('button', { name: `Guardar ${name}`, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Inicie sesión para guardar guarderías' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?next=/);
});

test('a Spanish link to a search near a place says what it found, how far, and what it did not recognise', async ({ page, browserErrors }) => {
  // The last link asks for a place nobody knows, on purpose.
  browserErrors.allow(/status of 422 .*\/api\/search\/nearby/);
  await page.goto('/route-results?search=daycare&location=Blorfle+Plaza+Cambridge&lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados de la búsqueda' })).toBeVisible();
  await expect(list(page).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/^Se muestra Cambridge, MA: no reconocimos "Blorfle Plaza/)).toBeVisible();
  await expect(list(page).getByText(/^a [\d.<\s]+ mi$/).first()).toBeVisible();
  await expect(page.getByLabel('Tipo de cuidado infantil')).toBeVisible();
  await expect(page.getByLabel('Palabra clave')).toBeVisible();
  await expectNoEnglishOfResults(page);
  await screenshotBothSizes(page, 'nearby-results-es');

  await page.goto('/route-results?start=Quincy%2C+MA&end=&lang=es');
  await expect(page.getByRole('alert')).toHaveText('Escriba la dirección de salida y la de llegada.');
  await page.goto('/route-results?lang=es');
  await expect(page.getByText('¿Cuál es su recorrido?')).toBeVisible();

  // The API's own words come in the page's language too.
  await page.goto('/route-results?search=daycare&location=Qwxzzy+Nowhereville&lang=es');
  await expect(page.getByRole('alert')).toHaveText('No encontramos resultados para esa dirección. Revísela e inténtelo de nuevo.');
});

test('a program opened from Spanish results shows its page in Spanish: its facts, its listing and the way back', async ({ page }) => {
  await page.goto('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA&lang=es');
  const name = (await list(page).getByRole('heading', { level: 3 }).first().textContent()) ?? '';
  await list(page).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a los resultados' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Acciones del programa' }).getByRole('link', { name: 'Cómo llegar' })).toBeVisible();
  await expect(page.getByText(/min más de trayecto · a .* mi de la ruta/)).toBeVisible();
  for (const title of ['Cupos', 'Precios y cuotas', 'Horario', 'Lo que ofrece el programa', 'Datos de la licencia']) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.locator('dt', { hasText: 'Número de licencia' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reseñas de familias' });
  await expect(reviews.getByRole('link', { name: 'Inicie sesión para escribir una reseña' })).toBeVisible();
  const shown = await englishLinesIn(page.locator('main'), [programPageTexts, reviewTexts, listingTexts, qualityTexts, programTexts], ['Montessori', 'No']);
  expect(shown, 'the program page’s English on its Spanish page').toEqual([]);
  await scan(page, 'program page, in Spanish');
  await screenshotBothSizes(page, 'program-page-es');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Volver a los resultados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Guarderías en su ruta' })).toBeVisible();
});

test('programs compared from Spanish results: the tray, the table and its sources in Spanish', async ({ page }) => {
  await page.goto('/route-results?start=Quincy%2C+MA&end=Cambridge%2C+MA&lang=es');
  await expect(list(page).getByRole('heading', { level: 3 }).nth(1)).toBeVisible();
  const names = (await list(page).getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2);
  expect(names).toHaveLength(2);
  for (const name of names) await list(page).getByRole('button', { name: `Comparar ${name}`, exact: true }).click();
  const tray = page.getByRole('complementary', { name: 'Programas para comparar' });
  await tray.getByRole('link', { name: 'Comparar 2 programas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Comparar programas' })).toBeVisible();
  await expect(page).toHaveTitle('Comparar programas · CareRoute');
  await expect(page.getByText('Para su ruta de Quincy, MA a Cambridge, MA.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Programas lado a lado' });
  for (const label of ['Categoría y tipo', 'Cupos por edad', 'Precio', 'Horario', 'Licencia', 'Calificación']) {
    await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible();
  }
  await expect(table).toContainText('De la lista de licencias');
  const shown = await englishLinesIn(page.locator('main'), [compareTexts, listingTexts, qualityTexts, programTexts], ['Montessori', 'No']);
  expect(shown, 'the comparison’s English on its Spanish page').toEqual([]);
  await scan(page, 'comparison, in Spanish');
  await screenshotBothSizes(page, 'compare-es');
});
