import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { Alert } from '../../../components/ui/alert';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ResultsMapLoader } from '../../map/results-map-loader';
import { resultsTitle } from '../results-url';
import { asksForSearch, parseResultsUrl } from '../search-url';
import frame from './results-frame.module.css';
import { PlaceForm } from './place-form';
import { ResultList } from './result-list';
import { ResultPopup } from './result-popup';
import styles from './route-results-page.module.css';
import { RouteForm } from './route-form';
import { NOTHING_SAVED, useSaveControls, type SaveSeam } from './save-seam';
import { useResults } from './use-results';

/**
 * /route-results: the search the URL describes (route or nearby), on a 500 px map and in the
 * "Daycares Found" list. Saving plugs in through the SaveSeam props (issue 5).
 */
export function RouteResultsPage({ savedIds = NOTHING_SAVED, onToggleSave, onSaveRoute }: Partial<SaveSeam>) {
  const [params] = useSearchParams();
  const state = parseResultsUrl(params);
  const asked = asksForSearch(params);
  const view = useResults(state, asked);
  const saving = useSaveControls({ savedIds, onToggleSave, onSaveRoute });
  const [activeId, setActiveId] = useState<string | null>(null);
  const title = resultsTitle(state);
  useDocumentTitle(title);

  const byId = useMemo(() => new Map(view.results.map((result) => [result.id, result])), [view.results]);
  const renderPopup = useCallback(
    (id: string) => {
      const result = byId.get(id);
      return result ? <ResultPopup result={result} saving={saving} /> : null;
    },
    [byId, saving],
  );
  const formKey =
    state.mode === 'route'
      ? `${state.start}|${state.end}`
      : `${state.location}|${state.filters.type ?? ''}|${state.filters.keyword}`;
  const problem = view.validation ?? view.error;
  const approximate = view.route?.approximate ?? false;
  const demo = view.results.some((result) => result.source === 'demo');

  return (
    <div className={frame.page}>
      <div className={frame.top}>
        <h1 className={frame.title}>{title}</h1>
        {/* Remount when the searched places change (Back, a shared link) so the fields show them. */}
        {state.mode === 'route' ? (
          <RouteForm key={formKey} start={state.start} end={state.end} filters={state.filters} saving={saving} />
        ) : (
          <PlaceForm key={formKey} search={state.search} location={state.location} filters={state.filters} />
        )}
        {problem && <Alert>{problem}</Alert>}
      </div>
      <div className={styles.body}>
        <div className={styles.mapColumn}>
          <ResultsMapLoader
            pins={view.results}
            route={view.route}
            origin={view.origin}
            savedIds={savedIds}
            activeId={activeId}
            onActiveChange={setActiveId}
            renderPopup={renderPopup}
            busy={view.busy}
            viewKey={view.viewKey}
            notes={[...view.placeNotes, demo && messages.results.demoCaption, approximate && messages.results.approximateRoute]}
          />
        </div>
        <ResultList
          results={view.results}
          listKey={view.viewKey}
          total={view.total}
          more={view.more}
          filters={state.filters}
          loading={view.loading}
          busy={view.busy && !view.loading}
          idle={!asked || problem !== null}
          placeholder={
            asked ? null : (
              <div className={styles.idle}>
                <p className={styles.idleTitle}>{messages.results.idleTitle}</p>
                <p>{messages.results.idleText}</p>
              </div>
            )
          }
          activeId={activeId}
          onActiveChange={setActiveId}
          saving={saving}
        />
      </div>
    </div>
  );
}
