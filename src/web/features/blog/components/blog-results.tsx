import type { BlogPost } from '#shared/schemas/blog.js';
import { Button } from '#web/components/ui/button';
import { Skeleton } from '#web/components/ui/skeleton';
import { BlogCard } from './blog-card';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './blog-results.module.css';
import { blogTexts } from '../blog-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = blogTexts;
const PLACEHOLDER_CARDS = 3;

interface BlogResultsProps {
  status: 'pending' | 'error' | 'success';
  error: string | undefined;
  posts: readonly BlogPost[];
  onRetry: () => void;
}

/** The count line (announced politely as it changes), then the grid or a state. */
export function BlogResults({ status, error, posts, onRetry }: BlogResultsProps) {
  const { _ } = usePageLanguage();
  return (
    <section className={cx(layout.stack, layout.gap4)} aria-label={_(blogTexts.documentTitle)}>
      <p className={styles.count} role="status">
        {status === 'pending' && _(blogTexts.loading)}
        {status === 'error' && `${_(blogTexts.loadError)}: ${error ?? ''}`}
        {status === 'success' && _(text.articlesFound(posts.length))}
      </p>
      {status === 'pending' && (
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <Skeleton key={index} className={styles.placeholder} />
          ))}
        </div>
      )}
      {status === 'error' && (
        <Button variant="secondary" onClick={onRetry} className={styles.retry}>
          {_(text.retry)}
        </Button>
      )}
      {status === 'success' && posts.length === 0 && (
        <div className={cx(layout.stack, layout.gap2, styles.empty)}>
          <h2 className={styles.emptyTitle}>{_(blogTexts.noPosts)}</h2>
          <p>{_(blogTexts.adjustFilters)}</p>
        </div>
      )}
      {status === 'success' && posts.length > 0 && (
        <ul className={styles.grid}>
          {posts.map((post) => (
            <li key={post.id} className={styles.item}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
