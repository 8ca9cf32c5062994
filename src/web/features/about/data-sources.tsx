import type { SiteStats } from '#shared/schemas/site.js';
import { SourceTerms } from '#web/components/source-terms';
import { Card, CardTitle } from '#web/components/ui/card';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { catalogueSourceTexts } from '#web/lib/catalogue-source-texts';
import { formatCalendarDate } from '#web/lib/format-date';
import listStyles from '#web/components/ui/plain-list.module.css';
import { cx } from '#web/lib/class-names';
import styles from './about-sections.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = catalogueSourceTexts;

/** Every source of the catalogue with its programs, snapshot, publisher, terms and a link: the attribution each asks for. */
export function DataSources({ sources }: { sources: SiteStats['sources'] }) {
  const { _, i18n } = usePageLanguage();
  if (sources.length === 0) return null;
  return (
    <section className={cx(layout.stack, layout.gap8)} aria-labelledby="data-sources-title">
      <h2 id="data-sources-title" className={styles.heading}>
        {_(text.sourcesTitle)}
      </h2>
      <p>{_(text.sourcesIntro)}</p>
      <ul className={cx(listStyles.bare, styles.features)}>
        {sources.map(({ source, programs, snapshot }) => {
          const info = text.sources[source];
          return (
            <Card as="li" key={source}>
              <CardTitle as="h3">{info?.title ?? source}</CardTitle>
              <p>
                {_(
                  snapshot
                    ? text.sourceProgramsSnapshot(i18n.number(programs), formatCalendarDate(snapshot))
                    : text.sourcePrograms(i18n.number(programs)),
                )}
              </p>
              <SourceTerms source={source} className={typography.muted} />
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
