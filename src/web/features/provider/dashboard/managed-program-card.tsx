import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { ManagedProgram } from '#shared/schemas/provider.js';
import { Card } from '#web/components/ui/card';
import { Tabs, type TabItem } from '#web/components/ui/tabs';
import { programLink } from '#web/lib/program-link';
import { FeedTokens } from './feed-tokens';
import { HoursForm } from './hours-form';
import { OffersForm } from './offers-form';
import { OpeningsForm } from './openings-form';
import { TuitionForm } from './tuition-form';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import styles from './provider-page.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts;

type DashboardTab = keyof typeof text.tabs;

/** One managed program: where it is, a link to its page, and one tab per section plus the software feed. */
export function ManagedProgramCard({ managed }: { managed: ManagedProgram }) {
  const { _ } = usePageLanguage();
  const { program, listing, tokens } = managed;
  const [tab, setTab] = useState<DashboardTab>('openings');
  const titleId = useId();
  const items: ReadonlyArray<TabItem<DashboardTab>> = [
    { id: 'openings', label: _(text.tabs.openings), panel: <OpeningsForm program={program} stamped={listing.openings} /> },
    { id: 'tuition', label: _(text.tabs.tuition), panel: <TuitionForm program={program} stamped={listing.tuition} /> },
    { id: 'hours', label: _(text.tabs.hours), panel: <HoursForm program={program} stamped={listing.hours} /> },
    { id: 'offers', label: _(text.tabs.offers), panel: <OffersForm program={program} stamped={listing.offers} /> },
    { id: 'feed', label: _(text.tabs.feed), panel: <FeedTokens programId={program.id} tokens={tokens} /> },
  ];
  return (
    <Card as="li" aria-labelledby={titleId} className={styles.program}>
      <div className={cx(layout.stack, layout.gap1)}>
        <h3 id={titleId} className={styles.programName}>
          {program.name}
        </h3>
        <p className={typography.muted}>
          {program.address}, {program.city}, {program.state} {program.zip}
        </p>
        <Link to={programLink(program.id)}>{_(text.viewPage)}</Link>
      </div>
      <Tabs label={_(text.sectionsLabel(program.name))} items={items} selected={tab} onSelect={setTab} className={styles.tabs} />
    </Card>
  );
}
