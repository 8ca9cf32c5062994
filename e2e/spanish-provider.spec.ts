import type { Browser, Locator, Page } from '@playwright/test';
import { catalogueRunsTexts } from '../src/web/features/operator/catalogue-runs-texts.js';
import { operatorTexts } from '../src/web/features/operator/operator-texts.js';
import { moderationTexts } from '../src/web/features/operator/review-moderation-texts.js';
import { providerTexts } from '../src/web/features/provider/provider-texts.js';
import { listingTexts } from '../src/web/lib/listing-texts.js';
import { programTexts } from '../src/web/lib/program-texts.js';
import { scan } from './accessibility-scan.js';
import { verifyEmailInBrowser } from './account-mail.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { grantOperator } from './grant-operator.js';
import { newParent, registerInBrowser, type TestParent } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll } from './search-page.js';

/** A program of the generated demo catalogue (ids demo:1 to demo:2000 are stable, each with a licence number) that no other journey claims. */
const PROGRAM_ID = 'demo:63';
const provider = newParent('Rosa', 'Delgado');
const operator = newParent('Tomás', 'Herrera');

/** The texts the provider's pages show, and those of lib/ they share with the program page. */
const PROVIDER_TEXTS = [providerTexts, programTexts, listingTexts];
const OPERATOR_TEXTS = [operatorTexts, moderationTexts, catalogueRunsTexts];
/** The secret's label: "Token" in both languages. */
const SAME = ['Token'];

// Two accounts in two browsers, a claim, its approval and five tabs scanned: more than the default minute.
test.describe.configure({ timeout: 240_000 });

/** Errors thrown in the operator's page; the fixture watches the provider's only. */
const pageErrors: string[] = [];

/** A browser of the person's own, registered through the (English) pages before any Spanish link. */
async function personIn(browser: Browser, baseURL: string | undefined, who: TestParent): Promise<Page> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${who.firstName}: ${error.message}`));
  await registerInBrowser(page, who);
  return page;
}

const toast = (page: Page, message: string) => page.getByRole('status').filter({ hasText: message });
const main = (page: Page) => page.locator('main');
const tab = (scope: Locator, name: string) => scope.getByRole('tab', { name, exact: true });

test('a provider claims a program and keeps its listing in Spanish; an operator approves the claim in Spanish', async ({ page, browser, baseURL }) => {
  const facts = await (await page.request.get(`/api/catalogue/${encodeURIComponent(PROGRAM_ID)}`)).json();
  const programName: string = facts.name;
  const licenseNumber: string = facts.licenseNumber;
  const providerName = `${provider.firstName} ${provider.lastName}`;

  // Both accounts are made in English first: the language a link names is kept for the next pages.
  await registerInBrowser(page, provider);
  await verifyEmailInBrowser(page, provider.emailId);
  const desk = await personIn(browser, baseURL, operator);
  grantOperator(operator.emailId);

  await test.step('the claim form, its check and the sent claim, in Spanish', async () => {
    await page.goto(`/provider/claim/${encodeURIComponent(PROGRAM_ID)}?lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: '¿Este es su programa?' })).toBeVisible();
    await expect(page).toHaveTitle('Solicitud para administrar este programa · CareRoute');
    await expect(page.getByRole('heading', { name: programName })).toBeVisible();
    expect(await englishLinesIn(main(page), PROVIDER_TEXTS, SAME), 'the claim form’s English on its Spanish page').toEqual([]);

    // The licence check is the form's own; the contract's checks of the other fields keep their English for now.
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByText('Falta el número de licencia')).toBeVisible();
    await page.getByLabel('Su cargo en el programa').fill('Directora');
    await page.getByLabel('Teléfono', { exact: true }).fill('617-555-0163');
    await page.getByLabel('Número de licencia').fill(licenseNumber);
    await page.getByLabel('Nota para nuestro equipo').fill('Dirijo el centro desde 2018.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.getByRole('heading', { name: 'Solicitud enviada' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nuestro equipo la revisará.' })).toBeVisible();
    expect(await englishLinesIn(main(page), PROVIDER_TEXTS, SAME), 'the sent claim’s English on its Spanish page').toEqual([]);
    await scan(page, 'the claim sent, in Spanish');
    await screenshotBothSizes(page, 'provider-claim-es');
  });

  await test.step('the dashboard shows the claim waiting, and no program yet', async () => {
    await page.getByRole('link', { name: 'Ir a sus programas' }).click();
    await expect(page).toHaveURL('/provider');
    await expect(page.getByRole('heading', { level: 1, name: 'Sus programas' })).toBeVisible();
    await expect(page).toHaveTitle('Sus programas · CareRoute');
    const claims = page.getByRole('region', { name: 'Sus solicitudes' });
    await expect(claims.getByRole('listitem').filter({ hasText: programName })).toContainText('En revisión');
    await expect(page.getByRole('heading', { name: 'Todavía no administra ningún programa' })).toBeVisible();
    expect(await englishLinesIn(main(page), PROVIDER_TEXTS, SAME), 'the empty dashboard’s English on its Spanish page').toEqual([]);
  });

  await test.step('an operator reads the claim beside the program’s facts in Spanish, and approves it', async () => {
    await desk.goto('/operator?lang=es');
    await expect(desk.locator('html')).toHaveAttribute('lang', 'es');
    await expect(desk.getByRole('heading', { level: 1, name: 'Solicitudes y cambios' })).toBeVisible();
    await expect(desk).toHaveTitle('Operador · CareRoute');
    // Other journeys may leave claims waiting: the count is read, not assumed.
    await expect(desk.getByRole('heading', { level: 2, name: /^\d[\d,]* solicitud(?:es)? pendientes?$/ })).toBeVisible();
    await expect(desk.getByRole('heading', { level: 2, name: /^Reseñas denunciadas \(\d+\)$/ })).toBeVisible();
    await expect(desk.getByRole('heading', { level: 2, name: 'Programas con administradores' })).toBeVisible();
    await expect(desk.getByRole('heading', { level: 2, name: 'Importaciones del catálogo' })).toBeVisible();
    const claim = desk
      .getByRole('listitem')
      .filter({ has: desk.getByRole('heading', { name: programName }) })
      .filter({ hasText: provider.emailId });
    await expect(claim.getByRole('group', { name: 'El programa según el catálogo' })).toContainText(licenseNumber);
    const claimant = claim.getByRole('group', { name: 'Quién lo solicita' });
    await expect(claimant).toContainText('Correo electrónico');
    await expect(claimant).toContainText('Directora');
    expect(await englishLinesIn(main(desk), OPERATOR_TEXTS), 'the operator page’s English on its Spanish page').toEqual([]);
    await scan(desk, 'the operator page with a claim, in Spanish');
    await screenshotBothSizes(desk, 'operator-claims-es');
    await claim.getByRole('button', { name: 'Aprobar' }).click();
    await expect(toast(desk, `Aprobada: ${providerName} ahora administra ${programName}.`)).toBeVisible();
    await expect(claim).toHaveCount(0);
  });

  await test.step('the program’s managers and audit log, in Spanish', async () => {
    await desk.getByText(programName, { exact: true }).click();
    await expect(desk.getByRole('group', { name: 'Administradores', exact: true })).toContainText(provider.emailId);
    await expect(desk.getByRole('group', { name: 'Registro de cambios', exact: true })).toContainText('Se aprobó la solicitud');
    await expect(desk.getByRole('button', { name: `Quitar acceso a ${providerName}` })).toBeVisible();
    expect(await englishLinesIn(main(desk), OPERATOR_TEXTS), 'the audit log’s English on its Spanish page').toEqual([]);
    await scan(desk, 'the operator page with a program’s audit log, in Spanish');
    await screenshotBothSizes(desk, 'operator-program-es');
  });

  await test.step('the provider keeps the listing current: each tab in Spanish', async () => {
    await page.goto('/provider?lang=es');
    await expect(page.getByRole('region', { name: 'Sus solicitudes' }).getByRole('listitem').filter({ hasText: programName }).first()).toContainText(
      'Aprobada',
    );
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: programName, exact: true }) });
    await expect(card.getByRole('tablist', { name: `Ficha de ${programName}` })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ver la página que ven las familias' })).toBeVisible();

    // The demo catalogue may have reported seats for the other age groups: they are left unreported,
    // so one infant seat stays within any licensed capacity.
    const statuses = card.getByRole('tabpanel').getByLabel('Ahora mismo');
    for (const later of [1, 2, 3]) await statuses.nth(later).selectOption('unreported');
    const infants = card.getByRole('group', { name: 'Bebés', exact: true });
    await infants.getByLabel('Ahora mismo').selectOption('open');
    // More seats than the licence allows: the form says so beside the field, in Spanish, and sends nothing.
    await infants.getByLabel('Cupos libres').fill('999');
    await card.getByRole('button', { name: 'Guardar cupos' }).click();
    await expect(infants.getByText(/^Los cupos libres no pueden superar su capacidad autorizada \(\d+\)$/)).toBeVisible();
    await expect(infants.getByLabel('Cupos libres')).toHaveAttribute('aria-invalid', 'true');
    await infants.getByLabel('Cupos libres').fill('1');
    await card.getByRole('button', { name: 'Guardar cupos' }).click();
    await expect(toast(page, 'Cupos guardados.')).toBeVisible();
    await expect(card.getByRole('tabpanel').getByText('Confirmado hoy')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Siguen vigentes' })).toBeVisible();
    await screenshotBothSizes(page, 'provider-dashboard-es');
    await expectNoSidewaysScroll(page);

    await tab(card, 'Sistema').click();
    await card.getByLabel('Nombre del token').fill('Recepción');
    await card.getByRole('button', { name: 'Crear token' }).click();
    await expect(toast(page, 'Token creado. Cópielo ahora.')).toBeVisible();
    await expect(card.getByRole('group', { name: 'Su token nuevo' })).toBeVisible();
    await screenshotBothSizes(page, 'provider-feed-token-es');

    for (const section of ['Cupos', 'Precios', 'Horario', 'Ofrece', 'Sistema']) {
      await tab(card, section).click();
      expect(await englishLinesIn(main(page), PROVIDER_TEXTS, SAME), `the dashboard’s English on its Spanish page, ${section}`).toEqual([]);
      await scan(page, `the dashboard in Spanish, ${section}`);
    }
  });

  await desk.context().close();
  expect(pageErrors).toEqual([]);
});
