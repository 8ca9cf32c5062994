import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { blogListQueryOptions, useOpenedPost } from './api/blog-posts';
import { ALL_CATEGORIES, blogCategories, readerFirst, translationOf, trendingTerms, visiblePosts, type BlogFilters } from './blog-list';
import { ArticleDialog } from './components/article-dialog';
import { BlogResults } from './components/blog-results';
import { BlogToolbar } from './components/blog-toolbar';
import { PageHero } from '#web/components/ui/page-hero';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import { readerLanguage } from '#web/lib/reader-language';
import styles from './blog-page.module.css';
import { blogTexts } from './blog-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = blogTexts;
const POST_PARAM = 'post';

/** The blog. The opened article lives in the URL (?post=<slug>) so it can be linked to. */
export function BlogPage() {
  const { _, language } = usePageLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<BlogFilters>({ search: '', category: ALL_CATEGORIES, sort: 'latest' });
  const list = useQuery(blogListQueryOptions());
  const openSlug = searchParams.get(POST_PARAM);
  const opened = useOpenedPost(openSlug);
  const listed = list.data?.content.find((post) => post.slug === openSlug);
  const openTitle = opened.data?.title ?? listed?.title;
  useDocumentTitle(openTitle ?? _(blogTexts.documentTitle));

  const posts = list.data?.content;
  // A Spanish page is read in Spanish; an English one, in the browser's first language of ours.
  const reader = useMemo(() => (language === 'es' ? 'es' : readerLanguage()), [language]);
  const shown = useMemo(() => (posts ? visiblePosts(posts, filters, reader) : []), [posts, filters, reader]);
  const categories = useMemo(() => blogCategories(posts ?? []), [posts]);
  const trending = useMemo(() => trendingTerms(readerFirst(posts ?? [], reader)), [posts, reader]);
  const openPost = opened.data ?? listed;
  const translation = openPost && posts ? translationOf(openPost, posts) : undefined;

  function closeArticle() {
    setSearchParams(
      (params) => {
        params.delete(POST_PARAM);
        return params;
      },
      { preventScrollReset: true },
    );
  }

  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.title)} subtitle={_(text.subtitle)} roomBelow />
      <div className={cx(pageStyles.column, pageStyles.sections, styles.content)}>
        <BlogToolbar filters={filters} onChange={setFilters} categories={categories} trending={trending} />
        <BlogResults
          status={list.status}
          error={list.isError ? errorText(list.error, _(blogTexts.networkError)) : undefined}
          posts={shown}
          onRetry={() => void list.refetch()}
        />
      </div>
      <ArticleDialog
        open={openSlug !== null}
        post={openPost}
        translation={translation}
        error={opened.isError ? errorText(opened.error, _(blogTexts.postNotFound)) : undefined}
        onClose={closeArticle}
      />
    </div>
  );
}
