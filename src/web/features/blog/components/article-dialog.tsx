import { useId } from 'react';
import { Link } from 'react-router';
import type { BlogPost } from '#shared/schemas/blog.js';
import { Alert } from '#web/components/ui/alert';
import { Dialog, DialogCloseButton } from '#web/components/ui/dialog';
import { formatLongCalendarDate } from '#web/lib/format-date';
import { ArticleBody } from './article-body';
import { ArticleCover } from './article-cover';
import { ArticleTags } from './article-tags';
import layout from '#web/components/ui/layout.module.css';
import { cx } from '#web/lib/class-names';
import styles from './article-dialog.module.css';
import { blogTexts, languageTexts } from '../blog-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = blogTexts;

interface ArticleDialogProps {
  /** What to show: the opened post, or its copy from the list while the opened one loads. */
  post: BlogPost | undefined;
  /** The same article in the other language, linked from the header when there is one. */
  translation: BlogPost | undefined;
  /** The post could not be found or loaded; shown instead of an empty dialog. */
  error: string | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The full article in a reading-sized dialog (focus kept inside, Esc closes). Its own layout
 * rather than the shared Modal: a cover and a close button that floats while the text scrolls.
 */
export function ArticleDialog({ post, translation, error, open, onClose }: ArticleDialogProps) {
  const { _ } = usePageLanguage();
  const titleId = useId();

  return (
    <Dialog open={open} onClose={onClose} labelledBy={titleId} size="reading" panelClassName={styles.panel}>
      <DialogCloseButton placement="floating" onClose={onClose} />
      {post ? (
        <article>
          <ArticleCover post={post} className={styles.cover} />
          <header className={styles.header}>
            <ArticleTags post={post} className={styles.tags} />
            <h2 id={titleId} className={styles.title} lang={post.language}>
              {post.title}
            </h2>
            <p className={styles.meta}>
              <span className={styles.author}>{_(text.byAuthor(post.author))}</span>
              <time dateTime={post.publishedAt}>{formatLongCalendarDate(post.publishedAt)}</time>
              <span>{_(text.readTime(post.readTime))}</span>
              <span>{_(text.views(post.viewCount))}</span>
            </p>
            {translation && (
              <Link
                to={{ search: `?post=${encodeURIComponent(translation.slug)}` }}
                preventScrollReset
                className={styles.translation}
                lang={translation.language}
                hrefLang={translation.language}
              >
                {languageTexts.readIn[translation.language]}
              </Link>
            )}
          </header>
          <ArticleBody content={post.content} lang={post.language} className={styles.content} />
        </article>
      ) : (
        <div className={cx(layout.stack, layout.gap4, styles.message)}>
          <h2 id={titleId} className={styles.title}>
            {_(blogTexts.documentTitle)}
          </h2>
          {error ? <Alert>{error}</Alert> : <p role="status">{_(text.articleLoading)}</p>}
        </div>
      )}
    </Dialog>
  );
}
