import { useEffect } from 'react';
import { messages } from '#shared/messages.js';

/** Names the browser tab after the page, so tabs, history and screen readers say where you are. */
export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${messages.site.name}` : messages.site.name;
  }, [pageTitle]);
}

/**
 * Describes the page in its meta description while it is shown (search engines that run the
 * script read it; link previews get it from the server), and puts the site's own line back after.
 */
export function useDocumentDescription(description?: string): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
