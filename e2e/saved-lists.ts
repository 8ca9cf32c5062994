import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.js';

/** The header's button that opens the saved daycares, named with how many the list holds. */
export const daycaresButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: messages.savedLists.daycaresButton(count), exact: true });

/** The header's button that opens the saved routes, named with how many the list holds. */
export const routesButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: messages.savedLists.routesButton(count), exact: true });
