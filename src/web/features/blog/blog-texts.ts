import { msg, plural } from '@lingui/core/runtime-macro';

/** What the blog page says around the articles; its catalogue loads with the page (docs/decisions/0037). */
export const blogTexts = {
  documentTitle: msg`Blog`,
  title: msg`The CareRoute Blog`,
  subtitle: msg`Practical, carefully researched articles for parents choosing childcare.`,
  searchLabel: msg`Search articles`,
  searchPlaceholder: msg`Title or summary`,
  searchButton: msg`Search`,
  clearSearch: msg`Clear search`,
  trending: msg`Trending Now`,
  category: msg`Category`,
  allCategories: msg`All`,
  sort: msg`Sort by`,
  sortOptions: { latest: msg`Latest`, views: msg`Most Views`, readTime: msg`Read Time` },
  articlesFound: (count: number) => msg`${plural({ count }, { one: '# article found', other: '# articles found' })}`,
  views: (count: number) => msg`${plural({ count }, { one: '# view', other: '# views' })}`,
  readTime: (minutes: number) => msg`${{ minutes }} min read`,
  byAuthor: (author: string) => msg`By ${{ author }}`,
  readMore: msg`Read More`,
  readMoreLabel: (title: string) => msg`Read More: ${{ title }}`,
  retry: msg`Try again`,
  articleLoading: msg`Loading the article…`,
  loading: msg`Loading...`,
  loadError: msg`Error loading posts`,
  noPosts: msg`No blog posts found`,
  adjustFilters: msg`Try adjusting your search terms or filters`,
  postNotFound: msg`This article does not exist or was removed.`,
  networkError: msg`Network error. Please try again.`,
};

/** Each language in its own words, as a reader of it looks for it (docs/decisions/0038): the same on every page. */
export const languageTexts = {
  languageTag: { en: 'English', es: 'Español' },
  readIn: { en: 'Read in English', es: 'Leer en español' },
} as const;
