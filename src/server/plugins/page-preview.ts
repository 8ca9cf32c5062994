/** What a link preview (a chat app, a social network) shows of a page: its title and a line about it. */
export interface PagePreview {
  title: string;
  description: string;
}

/** Names a page for link previews by its path, or null for a page the web app's own title fits. */
export type DescribePage = (pathname: string) => PagePreview | null;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);

/**
 * The web app's index.html naming one page: its title, description and their Open Graph twins.
 * Link previews read the HTML as served and run no script, so the title the page sets in the
 * browser never reaches them. Names and addresses come from imported lists: escaped, never markup.
 */
export function withPreview(indexHtml: string, { title, description }: PagePreview): string {
  const safeTitle = escapeHtml(title);
  const safeDescription = escapeHtml(description);
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, () => `<title>${safeTitle}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, (_match, before: string, after: string) => `${before}${safeDescription}${after}`)
    .replace(
      '</head>',
      () =>
        `<meta property="og:type" content="website" />\n<meta property="og:title" content="${safeTitle}" />\n<meta property="og:description" content="${safeDescription}" />\n</head>`,
    );
}
