import type { Listing, OffersSection } from '#shared/schemas/listing.js';
import { ButtonLink } from '#web/components/ui/button';
import { languageName } from '#web/lib/language-names';
import { nameList } from '#web/lib/name-list';
import { telLink } from '#web/lib/tel-link';
import styles from './blocks.module.css';
import { FactRows, type FactRow } from './fact-rows';
import { ListingBlock } from './listing-block';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { i18n, pageLanguage, usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { listingTexts } from '#web/lib/listing-texts';
import { programPageTexts } from '../program-page-texts';

const text = listingTexts;

const listed = (label: string, items: readonly string[]): FactRow =>
  items.length > 0 ? { label, value: nameList(items) } : { label, value: i18n._(text.notListed), missing: true };
const offered = (label: string, yes: boolean, yesText: string = i18n._(text.offered)): FactRow =>
  yes ? { label, value: yesText } : { label, value: i18n._(text.notOffered), missing: true };

function offerRows(offers: OffersSection): FactRow[] {
  return [
    listed(i18n._(text.schedulesLabel), offers.schedules.map((schedule) => i18n._(programTexts.schedules[schedule]))),
    listed(i18n._(text.languagesLabel), offers.languages.map((code) => languageName(code, pageLanguage()))),
    offered(i18n._(text.meals), offers.mealsProvided, i18n._(text.mealsProvided)),
    offered(i18n._(text.transportation), offers.transportation),
    offered(i18n._(text.specialNeeds), offers.specialNeedsSupport),
    listed(i18n._(text.accreditation), offers.accreditation ? [offers.accreditation] : []),
  ];
}

/** Schedules, languages, meals and support, the provider's own words (as text, line breaks kept) and how to book a tour. */
export function OffersBlock({ section, now }: { section: Listing['offers']; now: Date }) {
  const { _ } = usePageLanguage();
  return (
    <ListingBlock title={_(programPageTexts.offersTitle)} section={section} now={now}>
      {(offers) => (
        <>
          <FactRows rows={offerRows(offers)} />
          {offers.description && <p className={styles.description}>{offers.description}</p>}
          {(offers.tourUrl || offers.tourPhone) && (
            <div className={cx(layout.row, styles.tour)}>
              {offers.tourUrl && (
                <ButtonLink to={offers.tourUrl} target="_blank" rel="noopener noreferrer" variant="secondary">
                  {_(text.tour)}
                </ButtonLink>
              )}
              {offers.tourPhone && <a href={telLink(offers.tourPhone)}>{_(text.tourCall(offers.tourPhone))}</a>}
            </div>
          )}
        </>
      )}
    </ListingBlock>
  );
}
