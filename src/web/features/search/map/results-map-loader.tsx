// Leaflet's styles come with the results page, not with the map's chunk: a stylesheet arriving
// with the map made the whole page restyle while Leaflet measured it, one long task on a phone.
// The results page is loaded on demand, so Home's first download still goes without them.
import 'leaflet/dist/leaflet.css';
import { usePrefetchQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '#web/components/ui/error-boundary';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { retryImport } from '#web/lib/retry-import';
import { usePainted } from '#web/lib/use-painted';
import { siteConfigQueryOptions } from './api/site-config';
import styles from './map-frame.module.css';
import type { ResultsMapProps } from './map-types';
import { resultsTexts } from '../results/results-texts';

// Leaflet and the map live in their own chunk; a dropped request gets three more tries, each
// after a longer wait, before the failure text.
const ResultsMap = lazy(() => retryImport(() => import('./results-map')));

// Room the notes take over the map when framing: two lines each on a phone, above the attribution.
const NOTE_HEIGHT_PX = 56;
const ATTRIBUTION_HEIGHT_PX = 28;

interface ResultsMapLoaderProps extends Omit<ResultsMapProps, 'bottomInset'> {
  /** A search is running: veil the map and say so. */
  busy: boolean;
  /** Caveats about what is shown (demo data, an approximate route); false entries are skipped. */
  notes: ReadonlyArray<string | false>;
}

/** The 500 px map area of the results page: placeholder, lazily loaded map, failure text. */
export function ResultsMapLoader({ busy, notes, ...mapProps }: ResultsMapLoaderProps) {
  const { _ } = usePageLanguage();
  const shown = notes.filter((note) => note !== false);
  // Ask for the map settings now, in parallel with the map's chunk, not after it.
  usePrefetchQuery(siteConfigQueryOptions());
  // Leaflet is the page's biggest chunk: the title, form and list paint before it is fetched.
  const painted = usePainted();
  const loadingText = <p className={styles.message}>{_(resultsTexts.map.loading)}</p>;
  return (
    <div className={styles.frame} role="region" aria-label={_(resultsTexts.map.label)} aria-busy={busy}>
      <ErrorBoundary
        fallback={
          <p role="alert" className={cx(styles.message, styles.failed)}>
            {_(resultsTexts.map.loadFailed)}
          </p>
        }
      >
        <Suspense fallback={loadingText}>
          {painted ? (
            <ResultsMap {...mapProps} bottomInset={shown.length ? ATTRIBUTION_HEIGHT_PX + shown.length * NOTE_HEIGHT_PX : 0} />
          ) : (
            loadingText
          )}
        </Suspense>
      </ErrorBoundary>
      {/* Over the map rather than under it, so arriving notes never push the list down on a phone. */}
      {shown.length > 0 && (
        <ul className={styles.notes}>
          {shown.map((note) => (
            <li key={note} className={styles.note}>
              {note}
            </li>
          ))}
        </ul>
      )}
      {busy && (
        <>
          <div className={styles.busyVeil} />
          <p className={styles.busy} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {_(resultsTexts.loading)}
          </p>
        </>
      )}
    </div>
  );
}
