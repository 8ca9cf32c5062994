import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '#web/components/ui/load-failed';
import { ApiError } from '#web/lib/api-client';
import { readProgramVisit } from '#web/lib/program-link';
import { useDocumentDescription, useDocumentTitle } from '#web/lib/use-document-title';
import { programQueryOptions } from './api/program';
import { HoursBlock } from './components/hours-block';
import { LicensingFacts } from './components/licensing-facts';
import { OffersBlock } from './components/offers-block';
import { OpeningsBlock } from './components/openings-block';
import { ProgramHeader } from './components/program-header';
import { TuitionBlock } from './components/tuition-block';
import { fullAddress, pageDescription } from './program-facts';
import { ReviewsSection } from './reviews/reviews-section';
import styles from './program-page.module.css';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { programPageTexts } from './program-page-texts';

/** What saving needs of a program (the saved lists' own type has the same shape). */
export interface ProgramToSave {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  capacity: number | null;
  licenseNumber: string | null;
}

/** Where saving and the app's 404 page plug in: the app composes them, so this feature imports neither. */
export interface ProgramPageProps {
  /** Catalogue ids the parent has saved. */
  savedIds?: ReadonlySet<string>;
  /** Saves or removes the program (and asks a visitor to log in first). */
  onToggleSave?: (program: ProgramToSave) => void;
  /** Shown for an id the catalogue does not know. */
  notFound: ReactNode;
}

const NOTHING_SAVED: ReadonlySet<string> = new Set();
const text = programPageTexts;

/** An id the server refuses outright (too long, unreadable) is as unknown as a missing one. */
const isUnknown = (error: Error) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * /programs/:id: everything known about one program, for a parent to scan on a phone: the
 * licensing list's facts and the provider's own listing, each with where it comes from and how
 * fresh it is. Reached from a search, it also says how far off that search the program is.
 */
export function ProgramPage({ savedIds = NOTHING_SAVED, onToggleSave, notFound }: ProgramPageProps) {
  const { _ } = usePageLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const query = useQuery(programQueryOptions(id));
  const program = query.data;
  useDocumentTitle(program?.name);
  useDocumentDescription(program && pageDescription(program));

  if (query.isError && isUnknown(query.error)) return notFound;
  if (!program) {
    return (
      <div className={styles.page}>
        {query.isError ? (
          <LoadFailed className={styles.failed} retryText={_(text.retry)} onRetry={() => void query.refetch()}>
            {_(text.loadFailed)}
          </LoadFailed>
        ) : (
          <p className={styles.loading} role="status">
            {_(text.loading)}
          </p>
        )}
      </div>
    );
  }

  const visit = readProgramVisit(params);
  // Back only when this tab came here from the results; a shared link has no results behind it.
  const cameFromResults = visit !== null && location.key !== 'default';
  const now = new Date();
  const toSave: ProgramToSave = { ...program, address: fullAddress(program) };
  return (
    <article className={styles.page}>
      <ProgramHeader
        program={program}
        visit={visit}
        save={onToggleSave && { saved: savedIds.has(program.id), toggle: () => onToggleSave(toSave) }}
        onBack={cameFromResults ? () => void navigate(-1) : undefined}
      />
      <div className={styles.columns}>
        <div className={cx(layout.stack, layout.gap4, styles.facts)}>
          <LicensingFacts program={program} />
          <p className={styles.claim}>
            {_(text.claimQuestion)} <Link to={`/provider/claim/${encodeURIComponent(program.id)}`}>{_(text.claimLink)}</Link>
          </p>
        </div>
        <div className={styles.listing}>
          <OpeningsBlock section={program.listing.openings} now={now} />
          <TuitionBlock section={program.listing.tuition} now={now} />
          <HoursBlock section={program.listing.hours} now={now} />
          <OffersBlock section={program.listing.offers} now={now} />
        </div>
      </div>
      <ReviewsSection programId={program.id} />
    </article>
  );
}
