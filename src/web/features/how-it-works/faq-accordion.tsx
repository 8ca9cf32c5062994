import { useId, useState } from 'react';
import styles from './faq-accordion.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';

interface FaqItem {
  /** The entry's anchor, the same in every language: answers link to it (faqAnchor). */
  anchor: string;
  question: string;
  answer: string;
}

/**
 * The WAI-ARIA accordion: each question is a button in a heading, aria-expanded says whether its
 * answer (a labelled region) shows. Several can be open at once; parents compare answers.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const baseId = useId();
  // A link to one answer (the Nanny cites them as /how-it-works#faq-...) opens it.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => {
    const hash = typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
    return new Set(items.flatMap((item, index) => (hash && item.anchor === hash ? [index] : [])));
  });

  function toggle(index: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  }

  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const expanded = open.has(index);
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.anchor} id={item.anchor} className={styles.item}>
            <h3 className={styles.question}>
              <button
                type="button"
                id={buttonId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
              >
                <span>{item.question}</span>
                <LineIcon d={linePaths.chevronDown} className={styles.chevron} />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} className={styles.answer}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
