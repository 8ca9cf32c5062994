import { useEffect } from 'react';
import { messages } from '#shared/messages.js';

/** Names the browser tab after the page, so tabs, history and screen readers say where you are. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${messages.site.name}` : messages.site.name;
  }, [pageTitle]);
}
