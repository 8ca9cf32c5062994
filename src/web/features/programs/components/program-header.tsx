import type { ProgramWithListing } from '#shared/schemas/listing.js';
import { CompareToggle } from '#web/components/compare-toggle';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Tag } from '#web/components/ui/tag';
import { detourMinutes, formatMiles, formatRating } from '#web/lib/format';
import type { ProgramVisit } from '#web/lib/program-link';
import { formatDate } from '#web/lib/format-date';
import { telLink } from '#web/lib/tel-link';
import { directionsUrl, fullAddress, websiteUrl } from '../program-facts';
import { ProgramKind } from './program-kind';
import layout from '#web/components/ui/layout.module.css';
import styles from './program-header.module.css';
import tagStyles from '#web/components/ui/tag.module.css';
import { cx } from '#web/lib/class-names';
import { LineIcon } from '#web/components/ui/line-icon';
import { i18n, usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { programPageTexts } from '../program-page-texts';

interface ProgramHeaderProps {
  program: ProgramWithListing;
  visit: ProgramVisit | null;
  /** Save or Remove; absent where saving is not plugged in. */
  save?: { saved: boolean; toggle: () => void };
  /** Back to the results the parent came from, when there are some in this tab's history. */
  onBack?: () => void;
}

const text = programPageTexts;

function visitText(visit: ProgramVisit): string {
  const distance = formatMiles(visit.distanceMeters);
  return i18n._(visit.from === 'route' ? text.fromRoute(i18n._(programTexts.detour(detourMinutes(visit.detourSeconds))), distance) : text.fromPlace(distance));
}

/** Name, kind, address, how far off the parent's search, and what to do next: save, go, call, read more. */
export function ProgramHeader({ program, visit, save, onBack }: ProgramHeaderProps) {
  const { _ } = usePageLanguage();
  const website = websiteUrl(program.website);
  return (
    <header className={cx(layout.stack, layout.gap2, styles.header)}>
      {onBack && (
        <button type="button" className={styles.back} onClick={onBack}>
          <LineIcon d="M15 6l-6 6 6 6" />
          {_(text.backToResults)}
        </button>
      )}
      <h1 className={styles.name}>{program.name}</h1>
      <p className={cx(tagStyles.line, styles.kind)}>
        <ProgramKind program={program} />
        {program.source === 'demo' && <Tag>{_(programTexts.demoData)}</Tag>}
      </p>
      <p className={cx(tagStyles.line, styles.address)}>
        {fullAddress(program)}
        {program.locationPrecision !== 'address' && <Tag>{_(text.locationApproximate)}</Tag>}
      </p>
      {program.closedAt && (
        <p className={styles.closed} role="note">
          {_(text.closedSince(formatDate(program.closedAt)))}
        </p>
      )}
      <p>
        {/* To the reviews further down: the plain average and the count, as the results list shows them. */}
        <a href="#reviews" className={styles.rating}>
          {program.rating === null
            ? _(programTexts.noReviews)
            : `★ ${formatRating(program.rating) ?? ''} · ${_(programTexts.reviews(program.reviewCount))}`}
        </a>
      </p>
      {visit && <p className={styles.visit}>{visitText(visit)}</p>}
      <div className={cx(layout.row, layout.gap3, styles.actions)} role="group" aria-label={_(text.actionsLabel)}>
        {save && (
          <Button
            variant={save.saved ? 'secondary' : 'primary'}
            aria-label={_(save.saved ? programTexts.remove(program.name) : programTexts.save(program.name))}
            onClick={save.toggle}
          >
            <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-saved={save.saved}>
              <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
            </svg>
            {_(save.saved ? programTexts.removeShort : programTexts.saveShort)}
          </Button>
        )}
        <CompareToggle program={program} size="large" />
        <ButtonLink variant="secondary" to={directionsUrl(program)} target="_blank" rel="noopener noreferrer">
          {_(text.directions)}
        </ButtonLink>
        {program.phone && (
          <ButtonLink variant="secondary" to={telLink(program.phone)}>
            {_(text.call(program.phone))}
          </ButtonLink>
        )}
        {website && (
          <ButtonLink variant="secondary" to={website} target="_blank" rel="noopener noreferrer">
            {_(text.website)}
          </ButtonLink>
        )}
      </div>
    </header>
  );
}
