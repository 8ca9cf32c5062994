import { HOW_IT_WORKS_FAQ, faqPath, faqSlug } from '#shared/how-it-works-faq.js';
import type { AnswerSource } from '#shared/schemas/assistant-answer.js';
import type { Language } from '#server/language.js';

/** An article as the blog keeps it (content/blog/*.md, and the blog_posts table). */
export interface ArticleText {
  slug: string;
  title: string;
  summary: string;
  content: string;
  /** 'en' when absent; the blog also keeps Spanish translations (docs/decisions/0038). */
  language?: string;
}

/** A part of an article (or one FAQ entry) small enough to quote: the Nanny indexes these, not whole articles. */
export interface Passage {
  id: string;
  source: AnswerSource;
  /** The section's heading ("What to pack"), or the article's title for its opening. */
  heading: string;
  /** The passage's lines as written: paragraphs and list items. */
  lines: string[];
  /** What the whole article (or FAQ entry) is about: its title and summary. */
  about: string;
}

/** More lines than this start a new passage at the next paragraph, so a passage stays quotable. */
const MAX_PASSAGE_WORDS = 170;

/**
 * The articles write their sections as a short line ending in a colon, after a blank line
 * ("What to pack:", "Staff and ratios:"). A colon line that introduces a list within a section
 * reads as a sentence instead: it starts "A ..." or ends with a preposition ("A few things tend to
 * help:", "Be more cautious about:"), or is long; it stays in its section.
 */
function headingOf(line: string, next: string | undefined, afterBlank: boolean): string | null {
  if (!afterBlank || !line.endsWith(':') || line.startsWith('- ') || next === undefined) return null;
  const heading = line.slice(0, -1).trim();
  const wordCount = heading.replace(/\([^)]*\)/g, '').trim().split(/\s+/).length;
  if (!next.startsWith('- ')) return wordCount <= 10 ? heading : null;
  if (wordCount > 6 || /^(a|an)\s/i.test(heading) || /\s(about|for|to|with|of|start|help)$/i.test(heading)) return null;
  return heading;
}

export function articlePassages(article: ArticleText): Passage[] {
  const source = (section: string | null): AnswerSource => ({ cite: article.slug, title: article.title, section, path: `/blog/${article.slug}` });
  const rawLines = article.content.split(/\r?\n/).map((line) => line.trim());
  const sections: { heading: string | null; lines: string[] }[] = [{ heading: null, lines: [] }];
  rawLines.forEach((line, index) => {
    if (!line) return;
    const heading = headingOf(line, rawLines[index + 1] || undefined, index === 0 || rawLines[index - 1] === '');
    if (heading) sections.push({ heading, lines: [] });
    else sections.at(-1)!.lines.push(line);
  });
  const passages: Passage[] = [];
  for (const { heading, lines } of sections) {
    if (!lines.length) continue;
    // A long section splits at paragraph starts (lines that are no list item) into parts of about MAX_PASSAGE_WORDS.
    let part: string[] = [];
    let words = 0;
    const flush = () => {
      if (!part.length) return;
      passages.push({ id: `${article.slug}#${passages.length}`, source: source(heading), heading: heading ?? article.title, lines: part, about: `${article.title}\n${article.summary}` });
      part = [];
      words = 0;
    };
    for (const line of lines) {
      if (words > MAX_PASSAGE_WORDS && !line.startsWith('- ')) flush();
      part.push(line);
      words += line.split(/\s+/).length;
    }
    flush();
  }
  return passages;
}

/** The FAQ's entries in one language, each cited and anchored by its English question in both. */
export function faqPassages(language: Language = 'en'): Passage[] {
  return HOW_IT_WORKS_FAQ.map((entry) => {
    const { question, answer } = language === 'es' ? entry.es : entry;
    return {
      id: `faq:${faqSlug(entry.question)}`,
      source: { cite: `faq:${faqSlug(entry.question)}`, title: question, section: null, path: faqPath(entry.question) },
      heading: question,
      lines: [answer],
      about: '',
    };
  });
}
