import { useEffect, useId, useRef } from 'react';
import { messages } from '../../../../shared/messages.js';
import type { BlogPost } from '../../../../shared/schemas/blog.js';
import { Alert } from '../../../components/ui/alert';
import { VisuallyHidden } from '../../../components/ui/visually-hidden';
import { formatPublished } from '../blog-dates';
import { ArticleBody } from './article-body';
import { ArticleCover } from './article-cover';
import styles from './article-dialog.module.css';

const text = messages.blogPage;

interface ArticleDialogProps {
  /** What to show: the opened post, or its copy from the list while the opened one loads. */
  post: BlogPost | undefined;
  /** The post could not be found or loaded; shown instead of an empty dialog. */
  error: string | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * The full article on a native <dialog>: showModal() keeps focus inside and closes on Esc. Its own
 * rather than the shared Modal, which is sized for short forms, not for reading.
 */
export function ArticleDialog({ post, error, open, onClose }: ArticleDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      // The panel fills the dialog, so a click on the dialog itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
        <button type="button" className={styles.close} onClick={onClose}>
          <VisuallyHidden>{messages.dialog.close}</VisuallyHidden>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
        {post ? (
          <article className={styles.article}>
            <ArticleCover post={post} className={styles.cover} />
            <header className={styles.header}>
              <p className={styles.category}>{post.category}</p>
              <h2 id={titleId} className={styles.title}>
                {post.title}
              </h2>
              <p className={styles.meta}>
                <span className={styles.author}>{text.byAuthor(post.author)}</span>
                <time dateTime={post.publishedAt}>{formatPublished(post.publishedAt)}</time>
                <span>{text.readTime(post.readTime)}</span>
                <span>{text.views(post.viewCount)}</span>
              </p>
            </header>
            <ArticleBody content={post.content} className={styles.content} />
          </article>
        ) : (
          <div className={styles.message}>
            <h2 id={titleId} className={styles.title}>
              {messages.pages.blog.title}
            </h2>
            {error ? <Alert>{error}</Alert> : <p role="status">{text.articleLoading}</p>}
          </div>
        )}
      </div>
    </dialog>
  );
}
