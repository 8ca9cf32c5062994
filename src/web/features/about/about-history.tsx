import { Card, CardTitle } from '#web/components/ui/card';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './about-sections.module.css';
import { aboutTexts } from '#web/features/about/about-texts';
import { useLingui } from '@lingui/react';

const text = aboutTexts;

/** The four milestones as a timeline: the company's story, not claimed figures. */
export function AboutHistory() {
  const { _ } = useLingui();
  return (
    <section className={cx(layout.stack, layout.gap8)}>
      <div className={cx(layout.stack, layout.gap3, styles.who)}>
        <h2 className={styles.heading}>{_(text.historyTitle)}</h2>
        <p className={typography.muted}>{_(text.historyIntro)}</p>
      </div>
      <ol className={cx(listStyles.list, styles.timeline)}>
        {text.milestones.map((milestone) => (
          <li key={milestone.year} className={styles.milestone}>
            <span className={styles.year}>{milestone.year}</span>
            <Card>
              <CardTitle as="h3">{_(milestone.title)}</CardTitle>
              <p className={typography.muted}>{_(milestone.text)}</p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
