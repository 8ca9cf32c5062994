import type { Page } from '@playwright/test';
import { blogTexts, languageTexts } from '../src/web/features/blog/blog-texts.js';
import { contactTexts } from '../src/web/features/contact/contact-texts.js';
import { uiTexts } from '../src/web/components/ui/ui-texts.js';
import { messages } from '../src/shared/messages.js';
import { blogListResponse, type BlogPost } from '../src/shared/schemas/blog.js';
import { scan } from './accessibility-scan.js';
import { expect, test } from './fixtures.js';
import { newParent, registerInBrowser } from './parents.js';
import { screenshotAs, screenshotBothSizes, showAs } from './screenshots.js';
import { howItWorksTexts } from '../src/web/features/how-it-works/how-it-works-texts.js';
import { faqAnchor } from '../src/shared/how-it-works-faq.js';
import { aboutTexts } from '../src/web/features/about/about-texts.js';
import { english, englishLinesIn, englishTexts, messagesIn } from './english.js';
import { sidewaysOverflowAt } from './search-page.js';
import { shellTexts } from '../src/web/app/layout/shell-texts.js';
import { FOLD_BELOW } from '../src/web/app/layout/use-folded-header.js';
import { siteFigureTexts } from '../src/web/lib/site-figure-texts.js';

const blog = { ...englishTexts(blogTexts), ...languageTexts };
const results = (page: Page) => page.getByRole('region', { name: english(blogTexts.documentTitle) });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 2 });
const countLine = (page: Page) => results(page).getByRole('status');
const article = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/**
 * What a laptop and a phone show without scrolling, named like screenshotBothSizes' shots: a full
 * page would draw the open dialog over only its first screen, and the phone's list is very long.
 */
async function firstScreens(page: Page, name: string) {
  for (const [device, size] of [['desktop', '1280x800'], ['phone', '390x844']] as const) {
    await showAs(page, device);
    await page.screenshot({ path: `test-results/screenshots/${name}-${device}-${size}.png`, animations: 'disabled' });
  }
  await showAs(page, 'desktop');
}

/** The posts as the API lists them (newest first), to say what the page should show. */
async function listedPosts(page: Page): Promise<BlogPost[]> {
  const response = await page.request.get('/api/blog');
  expect(response.ok()).toBe(true);
  return blogListResponse.parse(await response.json()).content;
}

test('a parent searches, filters, sorts and reads the blog', async ({ page }) => {
  const posts = await listedPosts(page);
  expect(posts.length).toBeGreaterThanOrEqual(8);
  const [first] = posts;
  if (!first) throw new Error('no posts');

  await test.step('every article is listed, newest first', async () => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
    await expect(countLine(page)).toHaveText(blog.articlesFound(posts.length));
    await expect(cardTitles(page)).toHaveText(posts.map((post) => post.title));
    await expect(page).toHaveTitle(`${english(blogTexts.documentTitle)} · ${messages.site.name}`);
    await screenshotBothSizes(page, 'blog');
    await firstScreens(page, 'blog-first-screen');
  });

  const searchBox = page.getByRole('searchbox', { name: blog.searchLabel });

  await test.step('search matches title or summary, ignoring case', async () => {
    const term = 'COMMUTE';
    const expected = posts.filter((post) => `${post.title}\n${post.summary}`.toLowerCase().includes('commute'));
    expect(expected.length).toBeGreaterThan(0);
    await searchBox.fill(term);
    await page.getByRole('button', { name: blog.searchButton, exact: true }).click();
    await expect(countLine(page)).toHaveText(blog.articlesFound(expected.length));
    await expect(cardTitles(page)).toHaveText(expected.map((post) => post.title));

    await searchBox.fill('no article talks about zebras');
    await searchBox.press('Enter');
    await expect(results(page).getByText(blog.noPosts)).toBeVisible();
    await expect(results(page).getByText(blog.adjustFilters)).toBeVisible();
  });

  await test.step('a Trending Now chip fills the search box', async () => {
    const chip = page.getByRole('group', { name: blog.trending }).getByRole('button').first();
    const term = first.title.split(/\s+/).slice(0, 2).join(' ').replace(/[\p{P}]+$/u, '');
    await expect(chip).toHaveText(term);
    await chip.click();
    await expect(searchBox).toHaveValue(term);
    await expect(cardTitles(page).first()).toHaveText(first.title);
    await searchBox.fill('');
    await searchBox.press('Enter');
    await expect(countLine(page)).toHaveText(blog.articlesFound(posts.length));
  });

  await test.step('the category filter keeps one category', async () => {
    const category = posts[posts.length - 1]?.category ?? '';
    const inCategory = posts.filter((post) => post.category === category);
    await page.getByLabel(blog.category, { exact: true }).selectOption(category);
    await expect(cardTitles(page)).toHaveText(inCategory.map((post) => post.title));
    await page.getByLabel(blog.category, { exact: true }).selectOption({ label: blog.allCategories });
    await expect(cardTitles(page)).toHaveCount(posts.length);
  });

  await test.step('sorting by read time puts the shortest first', async () => {
    const byReadTime = [...posts].sort((a, b) => a.readTime - b.readTime);
    await page.getByLabel(blog.sort, { exact: true }).selectOption({ label: blog.sortOptions.readTime });
    await expect(cardTitles(page)).toHaveText(byReadTime.map((post) => post.title));
  });

  // The most viewed article (other journeys open articles too): one more view puts it alone on top.
  const read = posts.reduce((top, post) => (post.viewCount >= top.viewCount ? post : top), first);

  await test.step('Read More opens the whole article, counts the view, and Esc closes it', async () => {
    await page.getByLabel(blog.sort, { exact: true }).selectOption({ label: blog.sortOptions.latest });
    await results(page).getByRole('link', { name: blog.readMoreLabel(read.title) }).click();
    const dialog = article(page, read.title);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`/blog?post=${read.slug}`);
    await expect(dialog.getByText(blog.readTime(read.readTime))).toBeVisible();
    await expect(dialog.getByText(blog.views(read.viewCount + 1))).toBeVisible();
    await expect(dialog.getByRole('listitem').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: english(uiTexts.close) })).toBeVisible();
    await firstScreens(page, 'blog-article');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/blog');
  });

  await test.step('the view shows on its card, and Most Views puts it first', async () => {
    await page.getByLabel(blog.sort, { exact: true }).selectOption({ label: blog.sortOptions.views });
    await expect(cardTitles(page).first()).toHaveText(read.title);
    await expect(results(page).getByRole('listitem').first().getByText(blog.views(read.viewCount + 1))).toBeVisible();
  });

  await test.step('/blog?post=<slug> opens the article directly; the x button closes it', async () => {
    await page.goto(`/blog?post=${first.slug}`);
    const dialog = article(page, first.title);
    await expect(dialog).toBeVisible();
    await expect(page).toHaveTitle(`${first.title} · ${messages.site.name}`);
    await dialog.getByRole('button', { name: english(uiTexts.close) }).click();
    await expect(dialog).toBeHidden();
  });
});

test('a Spanish browser gets the blog in Spanish with the Spanish articles first, marked as Spanish, and an English reader English first', async ({ browser, page }) => {
  const posts = await listedPosts(page);
  const spanish = posts.filter((post) => post.language === 'es');
  const english = posts.filter((post) => post.language === 'en');
  expect(spanish.length).toBeGreaterThanOrEqual(3);
  const [translated] = spanish;
  const original = english.find((post) => post.slug === translated?.translationOf);
  if (!translated || !original) throw new Error('no Spanish article with its original');

  await test.step('an English reader: English first, then Spanish, each newest first', async () => {
    await page.goto('/blog');
    await expect(cardTitles(page)).toHaveText([...english, ...spanish].map((post) => post.title));
  });

  const context = await browser.newContext({ locale: 'es-US' });
  const reader = await context.newPage();
  const errors: string[] = [];
  reader.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  reader.on('pageerror', (error) => errors.push(error.message));
  try {
    await test.step('a Spanish reader: the page in Spanish, Spanish first, each title in lang="es" with an Español tag', async () => {
      await reader.goto('/blog');
      // A first visit follows the browser's language (docs/decisions/0037).
      await expect(reader.locator('html')).toHaveAttribute('lang', 'es');
      await expect(cardTitles(reader)).toHaveText([...spanish, ...english].map((post) => post.title));
      for (const [index, post] of spanish.entries()) {
        const card = results(reader).getByRole('listitem').nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'es');
        await expect(card.getByText(post.summary)).toHaveAttribute('lang', 'es');
        await expect(card.getByText(blog.languageTag.es, { exact: true })).toBeVisible();
      }
      await expect(results(reader).getByRole('listitem').nth(spanish.length).getByText(blog.languageTag.es, { exact: true })).toHaveCount(0);
      await scan(reader, 'blog, Spanish reader');
    });

    await test.step('a Spanish article is read in lang="es" and links to its English original, and back', async () => {
      await results(reader).getByRole('link', { name: `Leer más: ${translated.title}` }).click();
      const dialog = article(reader, translated.title);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'es');
      await expect(dialog.getByRole('listitem').first()).toBeVisible();
      await expect(dialog.locator('[lang="es"]').filter({ has: reader.getByRole('listitem') })).toHaveCount(1);
      await scan(reader, 'blog article dialog, Spanish');
      await dialog.getByRole('link', { name: blog.readIn.en }).click();
      await expect(reader).toHaveURL(`/blog?post=${original.slug}`);
      const englishDialog = article(reader, original.title);
      await expect(englishDialog).toBeVisible();
      await englishDialog.getByRole('link', { name: blog.readIn.es }).click();
      await expect(article(reader, translated.title)).toBeVisible();
    });
  } finally {
    await context.close();
  }
  expect(errors, 'errors in the Spanish reader’s browser').toEqual([]);
});

/** A CSS length in rem as pixels, at the browser's default 16 px. */
function remToPx(length: string): number {
  return Number.parseFloat(length) * 16;
}

test('How It Works in Spanish: its steps and questions, an answer opened from its link, no English line', async ({ page }) => {
  const [entry] = howItWorksTexts.faq;
  if (!entry) throw new Error('no FAQ');
  // The assistant cites an answer by its English anchor: the Spanish page opens it all the same.
  await page.goto(`/how-it-works?lang=es#${faqAnchor(entry.question)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo funciona' })).toBeVisible();
  await expect(page).toHaveTitle('Cómo funciona · CareRoute');
  await expect(page.getByRole('heading', { name: 'Tres pasos sencillos' })).toBeVisible();
  const trigger = page.getByRole('button', { name: entry.es.question });
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: entry.es.question })).toHaveText(entry.es.answer);
  const main = page.getByRole('main');
  const englishOfPage = [...messagesIn(howItWorksTexts).map(english), ...howItWorksTexts.faq.flatMap(({ question, answer }) => [question, answer])];
  const shown = await main.innerText();
  expect(englishOfPage.filter((text) => shown.includes(text)), 'How It Works’ English on its Spanish page').toEqual([]);
  await scan(page, 'How It Works, in Spanish');
  await screenshotBothSizes(page, 'how-it-works-es');
});

test('the blog on a Spanish page: its search, counts and empty state in Spanish', async ({ page }) => {
  await page.goto('/blog?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'El blog de CareRoute' })).toBeVisible();
  await expect(page).toHaveTitle('Blog · CareRoute');
  const list = page.getByRole('region', { name: 'Blog' });
  await expect(list.getByRole('status')).toHaveText(/^\d+ artículos encontrados$/);
  await expect(list.getByRole('listitem').first()).toContainText(/\d+ min de lectura/);
  // Read in Spanish: the Spanish articles first, whatever the browser's language.
  await expect(list.getByRole('listitem').first().getByRole('heading', { level: 2 })).toHaveAttribute('lang', 'es');
  const main = page.getByRole('main');
  expect(await englishLinesIn(main, [blogTexts]), 'the blog’s English on its Spanish page').toEqual([]);
  await scan(page, 'blog, in Spanish');
  await screenshotBothSizes(page, 'blog-es');
  await page.getByLabel('Buscar artículos').fill('zzzz nothing like this');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(list.getByText('No encontramos artículos')).toBeVisible();
  await expect(list.getByText('Pruebe con otras palabras o filtros')).toBeVisible();
});

test('a link with ?lang=es shows the About page in Spanish, and the choice holds until English is asked for', async ({ page }) => {
  await page.goto('/about?lang=es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de CareRoute' })).toBeVisible();
  await expect(page).toHaveTitle('Acerca de · CareRoute');
  await expect(page.getByRole('tab', { name: 'De un vistazo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Nuestra misión' })).toBeVisible();
  const main = page.getByRole('main');
  // Where the programs come from, with the demo catalogue's terms: in Spanish too.
  await expect(main.getByRole('heading', { name: 'De dónde vienen los programas' })).toBeVisible();
  await expect(main.getByText('Publicado por CareRoute. Programas inventados para probar la aplicación; ninguno es real.')).toBeVisible();
  const englishOfAbout = messagesIn(aboutTexts).map(english);
  const shown = await main.innerText();
  expect(englishOfAbout.filter((text) => shown.includes(text)), 'About’s English on its Spanish page').toEqual([]);
  // The header and footer too: their catalogue is loaded before the first render. The Spanish
  // links need more room than a 1,280 px window has: they fold behind Menú, and nothing overflows.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cómo funciona', exact: true })).toBeHidden();
  await banner.getByRole('button', { name: 'Menú' }).click();
  await expect(banner.getByRole('link', { name: 'Cómo funciona', exact: true })).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await banner.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Para proveedores', exact: true })).toBeVisible();
  const spanishFold = remToPx(FOLD_BELOW.es);
  for (const width of [spanishFold, spanishFold + 1, 1280, 390]) {
    expect(await sidewaysOverflowAt(page, width), `the Spanish page's overflow in a ${width} px window`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // Words the same in both languages (Blog) are no sign of English.
  const englishOfShell = messagesIn(shellTexts).map(english).filter((text) => text !== 'Blog');
  for (const region of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
    const words = await region.innerText();
    expect(englishOfShell.filter((text) => words.split('\n').includes(text)), 'the header’s or footer’s English on a Spanish page').toEqual([]);
  }
  await scan(page, 'about, in Spanish');
  await screenshotBothSizes(page, 'about-es');

  await page.getByRole('tab', { name: 'Historia' }).click();
  await expect(page.getByRole('heading', { name: 'Nace CareRoute' })).toBeVisible();
  await screenshotBothSizes(page, 'about-history-es');

  // Kept for the next visit without the link's ?lang.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Acerca de CareRoute' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.goto('/about?lang=en');
  await expect(page.getByRole('heading', { level: 1, name: english(aboutTexts.title) })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: english(shellTexts.nav.howItWorks), exact: true })).toBeVisible();
  // English folds at its FOLD_BELOW and narrower, and fits just above.
  const englishFold = remToPx(FOLD_BELOW.en);
  for (const width of [englishFold + 1, englishFold]) {
    expect(await sidewaysOverflowAt(page, width), `the English page's overflow in a ${width} px window`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('About switches tabs, and How It Works answers questions', async ({ page }) => {
  const about = aboutTexts;
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: english(about.title) })).toBeVisible();
  await expect(page.getByRole('tab', { name: english(about.tabs.glance) })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: english(about.missionTitle) })).toBeVisible();
  // The figures are counted, not claimed: the demo catalogue has programs and nobody rated them yet.
  await expect(page.getByText('24/7', { exact: true })).toBeVisible();
  await expect(page.getByText(english(siteFigureTexts.averageRating))).toBeVisible();
  await expect(page.getByRole('tabpanel').locator('dd').first()).not.toBeEmpty();
  await screenshotBothSizes(page, 'about');

  await page.getByRole('tab', { name: english(about.tabs.history) }).click();
  await expect(page.getByRole('tab', { name: english(about.tabs.history) })).toHaveAttribute('aria-selected', 'true');
  for (const milestone of about.milestones) {
    await expect(page.getByRole('heading', { name: english(milestone.title) })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: english(about.missionTitle) })).toBeHidden();
  await screenshotBothSizes(page, 'about-history');

  const how = howItWorksTexts;
  await page.goto('/how-it-works');
  await expect(page.getByRole('heading', { level: 1, name: english(how.title) })).toBeVisible();
  const [question] = how.faq;
  if (!question) throw new Error('no FAQ');
  const trigger = page.getByRole('button', { name: question.question });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: question.question })).toHaveText(question.answer);
  await expect(page.getByRole('link', { name: how.supportEmail })).toHaveAttribute('href', `mailto:${how.supportEmail}`);
  await screenshotBothSizes(page, 'how-it-works');
});

test('a parent on a Spanish page writes to us: the form, its checks and its thanks in Spanish', async ({ page }) => {
  await page.goto('/contact?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Contáctenos' })).toBeVisible();
  await expect(page).toHaveTitle('Contáctenos · CareRoute');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  for (const problem of ['Falta el nombre', 'Falta el correo electrónico', 'Falta el asunto', 'Falta el mensaje']) {
    await expect(page.getByText(problem, { exact: true })).toBeVisible();
  }
  await expect(field('Nombre')).toBeFocused();
  const main = page.getByRole('main');
  expect(await englishLinesIn(main, [contactTexts]), 'the contact page’s English').toEqual([]);
  await scan(page, 'contact, in Spanish, with its checks');
  await screenshotBothSizes(page, 'contact-es');
  await field('Categoría').selectOption({ label: 'Comentarios y sugerencias' });
  await field('Nombre').fill('Lucía Ramírez');
  await field('Correo electrónico').fill('lucia');
  await field('Asunto').fill('Programas de tarde');
  await field('Mensaje').fill('¿Podrían mostrar qué programas abren después de las 6 PM?');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Escriba un correo electrónico válido', { exact: true })).toBeVisible();
  await field('Correo electrónico').fill('lucia.ramirez@example.com');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: '¡Gracias! Su mensaje se envió. Le responderemos en menos de 24 horas.' })).toBeVisible();
});

test('a signed-in parent sends a message from the pre-filled contact form', async ({ page }) => {
  const contact = contactTexts;
  const parent = newParent('Ana', 'Reyes', { password: 'quiet-evenings-17', address: '8 Pine Street, Quincy, MA 02169' });

  await test.step('register', async () => {
    await registerInBrowser(page, parent);
  });

  const field = (label: string) => page.getByLabel(label, { exact: true });

  await test.step('the banner greets them and their details are filled in', async () => {
    await page.goto('/contact');
    await expect(page.getByText(english(contact.welcomeBack))).toBeVisible();
    await expect(field(english(contact.category))).toHaveValue('general');
    await expect(field(english(contact.category)).locator('option:checked')).toHaveText(english(contactTexts.categories.general));
    await expect(field(english(contact.name))).toHaveValue(`${parent.firstName} ${parent.lastName}`);
    await expect(field(english(contact.email))).toHaveValue(parent.emailId);
    await expect(field(english(contact.message))).toHaveAttribute('rows', '6');
  });

  await test.step('missing fields are named', async () => {
    await page.getByRole('button', { name: english(contact.send) }).click();
    await expect(page.getByText('Subject is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(field(english(contact.subject))).toBeFocused();
  });

  await test.step('sending, then the success banner and a cleared form', async () => {
    await field(english(contact.category)).selectOption({ label: english(contactTexts.categories.feedback) });
    await field(english(contact.subject)).fill('Evening programs');
    await field(english(contact.message)).fill('Could you show which programs stay open after 6 PM?');
    await screenshotBothSizes(page, 'contact');

    // Hold the answer back a moment so the sending state can be seen, as a slow network would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: english(contact.send) }).click();
    const sending = page.getByRole('button', { name: english(contact.sending) });
    await expect(sending).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: english(contact.sent) })).toBeVisible();
    await expect(field(english(contact.subject))).toHaveValue('');
    await expect(field(english(contact.message))).toHaveValue('');
    await expect(field(english(contact.category))).toHaveValue('general');
    await expect(field(english(contact.name))).toHaveValue(`${parent.firstName} ${parent.lastName}`);
    await screenshotAs(page, 'contact-sent', 'desktop');
    // The banner goes after 5 seconds.
    await expect(page.getByText(english(contact.sent))).toBeHidden({ timeout: 8000 });
  });
});
