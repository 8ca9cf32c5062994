import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { homeTexts } from '../src/web/features/home/home-texts.js';
import { searchFormTexts } from '../src/web/features/search/home/search-form-texts.js';
import { siteFigureTexts } from '../src/web/lib/site-figure-texts.js';
import { scan } from './accessibility-scan.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { screenshotBothSizes } from './screenshots.js';
import { search } from './search-page.js';

test('a link with ?lang=es opens Home in Spanish: its words, its forms, and what the assistant understood', async ({ page }) => {
  await page.goto('/?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentre una guardería que encaje con el camino que ya recorre' })).toBeVisible();
  await expect(search.tab(page, 'Por ruta')).toHaveAttribute('aria-selected', 'true');
  await expect(search.tab(page, 'Cerca de mí')).toBeVisible();
  // The demo catalogue's 2,000 programs, written as US readers write them in Spanish too.
  await expect(page.getByText('programas con licencia para comparar', { exact: true })).toBeVisible();
  await expect(page.getByText('2,000', { exact: true })).toBeVisible();
  await expect(page.getByText('Nuevo', { exact: true })).toBeVisible();

  // No line of the page is one of Home's, the search forms', the figures' or the shell's English.
  const englishOfHome = await englishLinesIn(page.locator('body'), [homeTexts, searchFormTexts, siteFigureTexts, shellTexts], ['Blog']);
  expect(englishOfHome, 'Home’s English on its Spanish page').toEqual([]);

  await search.button(page, 'Buscar guarderías en la ruta').click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Escriba la dirección de salida y la de llegada');
  await scan(page, 'home, in Spanish');
  await screenshotBothSizes(page, 'home-es');

  await search.tab(page, 'Cerca de mí').click();
  await search.button(page, 'Buscar guarderías cercanas').click();
  await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Escriba un lugar para buscar.');

  await search.tab(page, 'Asistente IA').click();
  await page.getByLabel('Describa lo que necesita').fill('Spanish-speaking preschool near Brookline MA for my 3 year old with openings, under $2,500 a month');
  await search.button(page, 'Buscar con IA').click();
  const chips = page.getByRole('list', { name: 'Filtros de su solicitud' });
  await expect(chips.getByRole('button')).toHaveText(['Con cupos×', 'Hasta $2,500 al mes×', 'Español×']);
  await expect(page.getByRole('tabpanel').getByRole('status')).toHaveText(/^Preescolares cerca de Brookline/);
  await scan(page, 'home, AI tab with filter chips, in Spanish');
  await screenshotBothSizes(page, 'home-ai-filter-chips-es');
  await page.getByRole('button', { name: 'Quitar filtro: Español' }).click();
  await expect(chips.getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/route-results\?/);
  expect(new URL(page.url()).searchParams.get('maxMonthlyTuition')).toBe('2500');
});

test('a Spanish link to a page that does not exist says so in Spanish', async ({ page }) => {
  await page.goto('/no-such-page?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'No encontramos esa página' })).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada · CareRoute');
  await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentre una guardería que encaje con el camino que ya recorre' })).toBeVisible();
});
