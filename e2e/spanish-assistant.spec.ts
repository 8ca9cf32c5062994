import { assistantTexts } from '../src/web/features/assistant/assistant-texts.js';
import { compareTexts } from '../src/web/features/compare/compare-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { scan } from './accessibility-scan.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { screenshotBothSizes } from './screenshots.js';

test('a Spanish link to the Nanny talks with the parent in Spanish, from the Spanish articles and FAQ', async ({ page }) => {
  await page.goto('/ai-companion?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Niñera IA' })).toBeVisible();
  await expect(page).toHaveTitle('Niñera IA · CareRoute');
  const log = page.getByRole('log', { name: 'Conversación con la Niñera' });
  await expect(log).toContainText('¡Hola, soy la Niñera IA!');
  const question = page.getByRole('textbox', { name: 'Su pregunta' });
  const send = page.getByRole('button', { name: 'Enviar', exact: true });
  const lastReply = () => log.locator(':scope > ol > li').last();

  // A quick question is answered on the page, in the page's language.
  await page.getByRole('group', { name: 'Preguntas rápidas' }).getByRole('button', { name: 'Analizar reseñas' }).click();
  await expect(lastReply()).toContainText('Cómo leer las reseñas');

  // A question of the parent's own: the server quotes the FAQ's Spanish, linked to its entry.
  await question.fill('¿puedo guardar varias rutas, la del trabajo y la de los abuelos?');
  await send.click();
  await expect(lastReply()).toContainText('Sí. Guarde todas las rutas');
  await expect(lastReply().getByRole('link', { name: '¿Puedo guardar más de una ruta?' })).toHaveAttribute('href', '/how-it-works#faq-can-i-save-more-than-one-route');
  await expect(lastReply()).toContainText('Leer más');

  // Nothing written fits: it says so, in Spanish, after saying the question back.
  await question.fill('¿cuál es la mejor carriola para la ciudad?');
  await send.click();
  await expect(lastReply()).toContainText('Usted preguntó: “¿cuál es la mejor carriola para la ciudad?”.');
  await expect(lastReply()).toContainText('Todavía no tengo nada escrito sobre eso');

  // A request to find care: programs as cards, and the full results.
  await question.fill('busco una guardería cerca de Quincy, MA');
  await send.click();
  const cards = lastReply().getByRole('list', { name: 'Programas que coinciden' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/ · a [\d.<\s]+ mi/);
  await expect(lastReply().getByRole('link', { name: /^(?:Ver los [\d,]+ resultados|Verlo en los resultados)$/ })).toHaveAttribute('href', /\/route-results\?.*location=Quincy/);

  const english = await englishLinesIn(page.locator('main'), [assistantTexts, compareTexts, programTexts]);
  expect(english, 'the assistant’s English on its Spanish page').toEqual([]);
  await scan(page, 'the assistant, in Spanish');
  await screenshotBothSizes(page, 'assistant-es');
});
