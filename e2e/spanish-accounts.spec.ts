import type { Page } from '@playwright/test';
import { accountPagesTexts } from '../src/web/features/accounts/account-pages-texts.js';
import { scan } from './accessibility-scan.js';
import { linkIn } from './account-mail.js';
import { englishLinesIn } from './english.js';
import { expect, test } from './fixtures.js';
import { waitForEmail } from './mailbox.js';
import { newParent } from './parents.js';
import { screenshotBothSizes } from './screenshots.js';
import { expectNoSidewaysScroll } from './search-page.js';

const parent = newParent('Rosa', 'Delgado');

/** The lines of an account page's English on a page that should be all Spanish. */
const englishShown = (page: Page) => englishLinesIn(page.locator('main'), [accountPagesTexts]);

test('a parent registers, verifies the email and logs back in, all on Spanish pages', async ({ page, browserErrors }) => {
  // Refusals on purpose (a phone number that is none, a wrong password) show as 4xx lines.
  browserErrors.allow(/status of 40(0|1)/);

  await test.step('the registration page and its errors are in Spanish', async () => {
    await page.goto('/register?lang=es');
    await expect(page).toHaveTitle(/^Registrarse/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cree su cuenta' })).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(parent.firstName);
    await page.getByLabel('Apellido', { exact: true }).fill(parent.lastName);
    await page.getByLabel('Correo electrónico', { exact: true }).fill(parent.emailId);
    await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
    await expect(page.getByText('Al menos 8 caracteres.')).toBeVisible();
    await page.getByLabel('Dirección', { exact: true }).fill(parent.address);
    await page.getByLabel('Teléfono', { exact: true }).fill('call me');
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Escriba un número de teléfono válido');
    expect(await englishShown(page), 'the registration page’s English').toEqual([]);
    await scan(page, 'registration, in Spanish');
    await screenshotBothSizes(page, 'register-es');
    await expectNoSidewaysScroll(page);
    await page.getByLabel('Teléfono', { exact: true }).fill(parent.phoneNumber);
    await page.getByRole('button', { name: 'Crear cuenta', exact: true }).click();
    await expect(page).toHaveURL('/');
  });

  await test.step('the email, written in Spanish, verifies the address on a Spanish page', async () => {
    const email = await waitForEmail({ to: parent.emailId, subject: /^Confirme su correo electrónico para CareRoute$/ });
    await page.goto(linkIn(email, '/verify-email'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verifique su correo electrónico' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Gracias: su correo electrónico está verificado.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir a su perfil' })).toBeVisible();
    expect(await englishShown(page), 'the verification page’s English').toEqual([]);
  });

  await test.step('logged out, a wrong password is refused in Spanish, the right one lets the parent in', async () => {
    await page.getByRole('banner').getByRole('button', { name: parent.firstName, exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Le damos la bienvenida de nuevo' })).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill(parent.emailId);
    await page.getByLabel('Contraseña', { exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña incorrectos');
    expect(await englishShown(page), 'the login page’s English').toEqual([]);
    await scan(page, 'login, in Spanish');
    await screenshotBothSizes(page, 'login-es');
    await page.getByLabel('Contraseña', { exact: true }).fill(parent.password);
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: parent.firstName, exact: true })).toBeVisible();
  });

  await test.step('the forgotten-password page answers in Spanish without saying whether the address has an account', async () => {
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' })).toBeVisible();
    await page.getByLabel('Correo electrónico', { exact: true }).fill('nadie.aqui@example.com');
    await page.getByRole('button', { name: 'Enviar enlace para restablecer' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Si alguna cuenta usa ese correo, le enviamos un enlace para elegir una contraseña nueva.');
    expect(await englishShown(page), 'the forgotten-password page’s English').toEqual([]);
    await scan(page, 'forgotten password, in Spanish');
  });
});
