// A Lingui catalogue (`locales/es.po`), compiled by @lingui/vite-plugin when a page imports it.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
