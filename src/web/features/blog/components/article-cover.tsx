import type { BlogPost } from '#shared/schemas/blog.js';
import { cx } from '#web/lib/class-names';
import styles from './article-cover.module.css';

const TINTS = ['teal', 'coral', 'sun', 'sky'] as const;

/** The same category always gets the same tint, so the grid reads as groups at a glance. */
function tintOf(category: string): (typeof TINTS)[number] {
  let hash = 0;
  for (const char of category) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TINTS[hash % TINTS.length] ?? 'teal';
}

/** The featured image, or a drawn placeholder (a winding route between two homes) when there is none. */
export function ArticleCover({ post, className }: { post: BlogPost; className?: string }) {
  if (post.featuredImage) {
    return <img className={cx(styles.image, className)} src={post.featuredImage} alt="" loading="lazy" />;
  }
  return (
    <div className={cx(styles.placeholder, styles[tintOf(post.category)], className)} aria-hidden="true">
      <svg viewBox="0 0 320 140" preserveAspectRatio="xMidYMid slice" focusable="false">
        <path className={styles.route} d="M-10 110 C 60 110, 70 40, 150 60 S 250 110, 330 30" />
        <circle className={styles.stop} cx="150" cy="60" r="7" />
        <path className={styles.home} d="M38 92 l14 -12 l14 12 v16 h-28 z" />
        <path className={styles.home} d="M262 44 l14 -12 l14 12 v16 h-28 z" />
      </svg>
    </div>
  );
}
