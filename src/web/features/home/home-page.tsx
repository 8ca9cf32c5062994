import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { HomeFigures } from './home-figures';
import { HomeSections } from './home-sections';
import layout from '#web/components/ui/layout.module.css';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import styles from './home-page.module.css';
import { useLingui } from '@lingui/react';
import { homeTexts } from './home-texts';

const text = homeTexts;

/** Where a parent starts: the three ways to search over a drawn street map, then the figures and the why. */
export function HomePage({ search }: { search: ReactNode }) {
  const { _ } = useLingui();
  useDocumentTitle();
  return (
    <>
      <section className={styles.hero}>
        <div className={cx(pageStyles.column, styles.heroInner)}>
          <div className={cx(layout.stack, layout.gap4)}>
            <p className={styles.eyebrow}>{_(text.eyebrow)}</p>
            <h1 className={styles.title}>{_(text.title)}</h1>
            <p className={styles.intro}>{_(text.intro)}</p>
          </div>
          <div className={styles.searchCard}>
            {search}
          </div>
        </div>
      </section>
      <HomeFigures />
      <HomeSections />
    </>
  );
}
