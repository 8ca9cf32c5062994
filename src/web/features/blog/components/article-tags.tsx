import type { BlogPost } from '#shared/schemas/blog.js';
import tagStyles from '#web/components/ui/tag.module.css';
import { cx } from '#web/lib/class-names';
import { languageTexts } from '../blog-texts';

/** The category pill, and beside a translation its language in its own words; both in the article's lang (docs/decisions/0038). */
export function ArticleTags({ post, className, categoryClassName }: { post: BlogPost; className?: string; categoryClassName?: string }) {
  return (
    <p className={cx(tagStyles.line, className)}>
      <span className={cx(tagStyles.tag, categoryClassName)} lang={post.language}>
        {post.category}
      </span>
      {post.language !== 'en' && (
        <span className={tagStyles.qualifier} lang={post.language}>
          {languageTexts.languageTag[post.language]}
        </span>
      )}
    </p>
  );
}
