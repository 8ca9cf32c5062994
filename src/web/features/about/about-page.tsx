import { useState } from 'react';
import { ContactUsLink } from '#web/components/contact-us-link';
import { ButtonLink } from '#web/components/ui/button';
import { Tabs } from '#web/components/ui/tabs';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { AtAGlance } from './at-a-glance';
import { AboutHistory } from './about-history';
import { PageHero } from '#web/components/ui/page-hero';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import spreadStyles from '#web/components/ui/spread.module.css';
import styles from './about-page.module.css';
import { aboutTexts } from '#web/features/about/about-texts';
import layout from '#web/components/ui/layout.module.css';
import { useLingui } from '@lingui/react';

const text = aboutTexts;

type AboutTab = 'glance' | 'history';

/** About: two tabs, At a Glance and History. */
export function AboutPage() {
  const { _ } = useLingui();
  useDocumentTitle(_(text.documentTitle));
  const [tab, setTab] = useState<AboutTab>('glance');
  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.title)} subtitle={_(text.subtitle)} />
      <div className={cx(pageStyles.column, pageStyles.narrow, pageStyles.sections)}>
        <Tabs
          label={_(text.tabsLabel)}
          selected={tab}
          onSelect={setTab}
          className={styles.tabs}
          items={[
            { id: 'glance', label: _(text.tabs.glance), panel: <AtAGlance /> },
            { id: 'history', label: _(text.tabs.history), panel: <AboutHistory /> },
          ]}
        />
        <section className={cx(spreadStyles.spread, styles.cta)} aria-label={_(text.ctaTitle)}>
          <p className={styles.ctaTitle}>{_(text.ctaTitle)}</p>
          <div className={cx(layout.row, layout.gap3, styles.ctaActions)}>
            <ButtonLink to="/">{_(text.ctaSearch)}</ButtonLink>
            <ContactUsLink />
          </div>
        </section>
      </div>
    </div>
  );
}
