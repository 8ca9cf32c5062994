import type { BlogLanguage, BlogPost } from '#shared/schemas/blog.js';

export type BlogSort = 'latest' | 'views' | 'readTime';

export const BLOG_SORTS: readonly BlogSort[] = ['latest', 'views', 'readTime'];

/** The Trending Now chips come from the first six posts. */
export const TRENDING_POST_COUNT = 6;

/** The category value that means "no category filter". */
export const ALL_CATEGORIES = 'all';

export interface BlogFilters {
  search: string;
  category: string;
  sort: BlogSort;
}

/**
 * Case-insensitive substring on title or summary, the category, then the chosen order. In the
 * default order (Latest) the reader's language comes first; a sort the parent picks ranks every
 * article by its measure (docs/decisions/0038).
 */
export function visiblePosts(posts: readonly BlogPost[], { search, category, sort }: BlogFilters, reader?: BlogLanguage): BlogPost[] {
  const needle = search.trim().toLocaleLowerCase('en-US');
  const matching = posts.filter(
    (post) =>
      (category === ALL_CATEGORIES || post.category === category) &&
      (needle === '' ||
        post.title.toLocaleLowerCase('en-US').includes(needle) ||
        post.summary.toLocaleLowerCase('en-US').includes(needle)),
  );
  const sorted = sortPosts(matching, sort);
  return sort === 'latest' && reader ? readerFirst(sorted, reader) : sorted;
}

/** The articles in the reader's language, then the others, each group in the order given. */
export function readerFirst(posts: readonly BlogPost[], reader: BlogLanguage): BlogPost[] {
  return [...posts.filter((post) => post.language === reader), ...posts.filter((post) => post.language !== reader)];
}

/** The same article in the other language: the original a translation names, or a translation of this one. */
export function translationOf(post: BlogPost, posts: readonly BlogPost[]): BlogPost | undefined {
  if (post.translationOf !== null) return posts.find((other) => other.slug === post.translationOf);
  return posts.find((other) => other.translationOf === post.slug);
}

/** A stable sort: posts that tie keep the API's order (newest first), so the grid never shuffles. */
export function sortPosts(posts: readonly BlogPost[], sort: BlogSort): BlogPost[] {
  const compare: Record<BlogSort, (a: BlogPost, b: BlogPost) => number> = {
    latest: (a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt),
    views: (a, b) => b.viewCount - a.viewCount,
    readTime: (a, b) => a.readTime - b.readTime,
  };
  return [...posts].sort(compare[sort]);
}

/** Distinct categories in alphabetical order, for the dropdown after "All". */
export function blogCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort((a, b) => a.localeCompare(b, 'en-US'));
}

/**
 * The first two words of each of the first six titles. Trailing punctuation is dropped ("Snow
 * days," reads as "Snow days") and repeats are shown once; the chip still matches its title.
 */
export function trendingTerms(posts: readonly BlogPost[]): string[] {
  const terms = posts.slice(0, TRENDING_POST_COUNT).map((post) =>
    post.title
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .join(' ')
      .replace(/[\p{P}]+$/u, ''),
  );
  return [...new Set(terms.filter((term) => term !== ''))];
}
