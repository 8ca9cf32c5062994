import { Link } from 'react-router';
import type { BlogPost } from '#shared/schemas/blog.js';
import { formatLongCalendarDate } from '#web/lib/format-date';
import { ArticleCover } from './article-cover';
import { ArticleTags } from './article-tags';
import { Card } from '#web/components/ui/card';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import styles from './blog-card.module.css';
import { LineIcon } from '#web/components/ui/line-icon';
import { blogTexts } from '../blog-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = blogTexts;

/** One article in the grid; Read More opens it in the dialog through ?post=<slug>, so it can be shared. */
export function BlogCard({ post }: { post: BlogPost }) {
  const { _ } = usePageLanguage();
  return (
    <Card as="article" className={styles.card}>
      <ArticleCover post={post} className={styles.cover} />
      <div className={cx(layout.stack, layout.gap2, styles.body)}>
        <ArticleTags post={post} className={styles.tags} categoryClassName={styles.category} />
        <h2 className={styles.title} lang={post.language}>
          {post.title}
        </h2>
        <p className={typography.muted} lang={post.language}>
          {post.summary}
        </p>
        <p className={cx(layout.row, layout.gap2, typography.muted)}>
          <span>{_(text.views(post.viewCount))}</span>
          <span aria-hidden="true">·</span>
          <span>{_(text.readTime(post.readTime))}</span>
        </p>
        <div className={cx(layout.stack, layout.gap1, styles.footer)}>
          <p className={cx(layout.stack, typography.muted)}>
            <span className={styles.author}>{post.author}</span>
            <time dateTime={post.publishedAt}>{formatLongCalendarDate(post.publishedAt)}</time>
          </p>
          <Link
            to={{ search: `?post=${encodeURIComponent(post.slug)}` }}
            preventScrollReset
            className={styles.readMore}
            aria-label={_(text.readMoreLabel(post.title))}
          >
            {_(text.readMore)}
            <LineIcon d="M5 12h14M13 6l6 6-6 6" />
          </Link>
        </div>
      </div>
    </Card>
  );
}
