import type { Page } from '@playwright/test';
import { english } from './english.js';
import { savedTexts } from '../src/web/features/saved/saved-texts.js';

/** The header's button that opens the saved daycares, named with how many the list holds. */
export const daycaresButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: english(savedTexts.daycaresButton(count)), exact: true });

/** The header's button that opens the saved routes, named with how many the list holds. */
export const routesButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: english(savedTexts.routesButton(count)), exact: true });
