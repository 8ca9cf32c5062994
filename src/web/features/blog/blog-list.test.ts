import { describe, expect, it } from 'vitest';
import type { BlogPost } from '#shared/schemas/blog.js';
import { ALL_CATEGORIES, blogCategories, readerFirst, sortPosts, translationOf, trendingTerms, visiblePosts } from './blog-list';

function post(overrides: Partial<BlogPost>): BlogPost {
  return {
    id: overrides.slug ?? 'post',
    slug: 'post',
    title: 'A title',
    summary: 'A summary',
    category: 'Choosing care',
    content: 'Text',
    featuredImage: null,
    author: 'CareRoute',
    publishedAt: '2026-01-01T00:00:00.000Z',
    viewCount: 0,
    readTime: 5,
    language: 'en',
    translationOf: null,
    ...overrides,
  };
}

const posts = [
  post({ slug: 'tour', title: 'A tour checklist', category: 'Choosing care', publishedAt: '2026-03-01', viewCount: 4, readTime: 9 }),
  post({ slug: 'costs', title: 'Infant care costs', summary: 'Subsidies in Massachusetts', category: 'Money', publishedAt: '2026-05-01', viewCount: 10, readTime: 7 }),
  post({ slug: 'snow', title: 'Snow days, late trains', category: 'Commute', publishedAt: '2026-04-01', viewCount: 1, readTime: 4 }),
];
const slugs = (list: readonly BlogPost[]) => list.map((item) => item.slug);

describe('visiblePosts', () => {
  it('matches title or summary, ignoring case and surrounding spaces', () => {
    expect(slugs(visiblePosts(posts, { search: '  TOUR ', category: ALL_CATEGORIES, sort: 'latest' }))).toEqual(['tour']);
    expect(slugs(visiblePosts(posts, { search: 'massachusetts', category: ALL_CATEGORIES, sort: 'latest' }))).toEqual(['costs']);
  });

  it('filters by category and keeps everything for All', () => {
    expect(slugs(visiblePosts(posts, { search: '', category: 'Commute', sort: 'latest' }))).toEqual(['snow']);
    expect(visiblePosts(posts, { search: '', category: ALL_CATEGORIES, sort: 'latest' })).toHaveLength(3);
  });

  it('returns nothing when no post matches', () => {
    expect(visiblePosts(posts, { search: 'zebra', category: ALL_CATEGORIES, sort: 'latest' })).toEqual([]);
  });
});

describe('sortPosts', () => {
  it('orders newest first, by views descending, or by read time ascending', () => {
    expect(slugs(sortPosts(posts, 'latest'))).toEqual(['costs', 'snow', 'tour']);
    expect(slugs(sortPosts(posts, 'views'))).toEqual(['costs', 'tour', 'snow']);
    expect(slugs(sortPosts(posts, 'readTime'))).toEqual(['snow', 'costs', 'tour']);
  });

  it('keeps the given order for ties and never changes its input', () => {
    const tied = [post({ slug: 'b', readTime: 3 }), post({ slug: 'a', readTime: 3 })];
    expect(slugs(sortPosts(tied, 'readTime'))).toEqual(['b', 'a']);
    expect(slugs(tied)).toEqual(['b', 'a']);
  });
});

describe('trendingTerms and blogCategories', () => {
  it('takes the first two words of the first six titles, without trailing punctuation or repeats', () => {
    const many = [...posts, post({ title: 'A tour again' }), post({ title: 'Four' }), post({ title: 'Five x' }), post({ title: 'Seventh post' })];
    expect(trendingTerms(many)).toEqual(['A tour', 'Infant care', 'Snow days', 'Four', 'Five x']);
  });

  it('lists each category once, alphabetically', () => {
    expect(blogCategories([...posts, post({ category: 'Money' })])).toEqual(['Choosing care', 'Commute', 'Money']);
  });
});

describe('articles in Spanish', () => {
  const costos = post({ slug: 'costos', title: 'Costos del cuidado infantil', language: 'es', translationOf: 'costs', publishedAt: '2026-11-24', viewCount: 2, readTime: 8 });
  const visita = post({ slug: 'visita', title: 'Lista para la visita', language: 'es', translationOf: 'tour', publishedAt: '2026-11-20', readTime: 3 });
  // As the API lists them: English newest first, then the translations newest first.
  const both = [...sortPosts(posts, 'latest'), costos, visita];

  it('puts the reader’s language first in the default order, each group keeping its order', () => {
    const latest = { search: '', category: ALL_CATEGORIES, sort: 'latest' } as const;
    expect(slugs(visiblePosts(both, latest, 'es'))).toEqual(['costos', 'visita', 'costs', 'snow', 'tour']);
    expect(slugs(visiblePosts(both, latest, 'en'))).toEqual(['costs', 'snow', 'tour', 'costos', 'visita']);
    expect(slugs(readerFirst([visita, ...posts, costos], 'es'))).toEqual(['visita', 'costos', 'tour', 'costs', 'snow']);
  });

  it('ranks every article by a sort the parent picks', () => {
    expect(slugs(visiblePosts(both, { search: '', category: ALL_CATEGORIES, sort: 'readTime' }, 'es'))).toEqual(['visita', 'snow', 'costs', 'costos', 'tour']);
  });

  it('finds the other language of an article both ways, and nothing for one without', () => {
    expect(translationOf(costos, both)?.slug).toBe('costs');
    expect(translationOf(both[0]!, both)?.slug).toBe('costos');
    expect(translationOf(post({ slug: 'snow' }), both)).toBeUndefined();
  });
});
