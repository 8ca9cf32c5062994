/**
 * How an article's plain text is shown: paragraphs split on blank lines, lines starting with "- "
 * as list items, and a short line ending with ":" as a lead-in heading for what follows. The
 * result is data rendered as React text, so nothing in an article can ever become HTML.
 */
export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/** Longer lines ending with ":" are sentences introducing a list, not headings. */
const HEADING_MAX_LENGTH = 80;

export function articleBlocks(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list.length > 0) blocks.push({ kind: 'list', items: list });
    list = [];
  };

  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (line.startsWith('- ')) {
      flushParagraph();
      list.push(line.slice(2).trim());
    } else if (line.endsWith(':') && line.length <= HEADING_MAX_LENGTH && paragraph.length === 0) {
      flushList();
      blocks.push({ kind: 'heading', text: line.slice(0, -1) });
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks;
}
