import { useMemo } from 'react';
import { cx } from '#web/lib/class-names';
import { articleBlocks } from '../article-blocks';
import layout from '#web/components/ui/layout.module.css';
import styles from './article-body.module.css';

/** The article as React text nodes: whatever a post contains is shown, never interpreted as HTML. */
export function ArticleBody({ content, lang, className }: { content: string; lang?: string; className?: string }) {
  const blocks = useMemo(() => articleBlocks(content), [content]);
  return (
    <div className={cx(layout.stack, layout.gap4, styles.body, className)} lang={lang}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading') {
          return (
            <h3 key={index} className={styles.heading}>
              {block.text}
            </h3>
          );
        }
        if (block.kind === 'list') {
          return (
            <ul key={index} className={cx(layout.stack, layout.gap2, styles.list)}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
