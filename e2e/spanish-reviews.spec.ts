import { reviewTexts } from '../src/web/features/programs/reviews/review-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { scan } from './accessibility-scan.js';
import { verifyEmailInBrowser } from './account-mail.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll } from './search-page.js';

/** A program of the generated demo catalogue (ids demo:1 to demo:2000 are stable) that no other journey reviews. */
const PROGRAM_ID = 'demo:41';
const parent = newParent('Lucía', 'Ramírez');

test('a parent on a Spanish page writes a review, reads it back and deletes it, all in Spanish', async ({ page }) => {
  await registerInBrowser(page, parent);
  await verifyEmailInBrowser(page, parent.emailId);
  await page.goto(`/programs/${encodeURIComponent(PROGRAM_ID)}?lang=es`);
  const reviews = page.getByRole('region', { name: 'Reseñas de familias' });
  await expect(reviews).toContainText('Ningún padre o madre ha reseñado este programa todavía.');

  await reviews.getByRole('button', { name: 'Escribir una reseña' }).click();
  const form = reviews.getByRole('form', { name: 'Su reseña' });
  await form.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(form.getByText('Elija de 1 a 5 estrellas')).toBeVisible();
  // The contract's own check, in Spanish too.
  await expect(form.getByText(/^El texto debe tener al menos \d+ caracteres$/)).toBeVisible();
  await form.getByRole('radio', { name: '4 estrellas' }).check();
  await form.getByLabel('¿Cómo conoce el programa?').selectOption('current');
  await form.getByLabel('Grupo de edad (opcional)').selectOption('preschool');
  await form.getByLabel('Su reseña', { exact: true }).fill('Maestras cariñosas y un salón tranquilo. La recogida nunca fue con prisas.');
  await expect(form).toContainText('74 / 2,000');
  await form.getByRole('button', { name: 'Publicar reseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gracias: su reseña está publicada.' })).toBeVisible();

  await expect(reviews).toContainText('4.0 de 5');
  await expect(reviews).toContainText('de 1 reseña');
  const mine = reviews.getByRole('listitem').filter({ hasText: 'Su reseña' });
  await expect(mine).toContainText('Familia actual');
  await expect(mine.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible();
  const shown = await englishLinesIn(reviews, [reviewTexts, programTexts]);
  expect(shown, 'the reviews’ English on a Spanish page').toEqual([]);
  await scan(page, 'the program page with a review, in Spanish');
  await screenshotBothSizes(page, 'program-reviews-es');
  await expectNoSidewaysScroll(page);

  await mine.getByRole('button', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Eliminar su reseña?' });
  await expect(dialog).toContainText('Su reseña se quitará y dejará de contar en la calificación.');
  await dialog.getByRole('button', { name: 'Eliminar reseña' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Su reseña se eliminó.' })).toBeVisible();
  await expect(reviews).toContainText('Ningún padre o madre ha reseñado este programa todavía.');
});
