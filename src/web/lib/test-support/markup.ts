import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';

/** The markup a component renders on the page, inside the page's i18n and a router, for tests. */
export const markupOf = (element: ReactElement): string =>
  renderToStaticMarkup(createElement(I18nProvider, { i18n }, createElement(MemoryRouter, null, element)));
