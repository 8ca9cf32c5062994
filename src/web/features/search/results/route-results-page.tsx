import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_LIMITS } from '#shared/constants.js';
import { Alert } from '#web/components/ui/alert';
import { usePageLanguage } from '#web/lib/i18n';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { ResultsMapLoader } from '../map/results-map-loader';
import { resultsTitle, routePlanParams } from '../results-url';
import { asksForSearch, parseResultsUrl } from '../parse-results-url';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import frame from './results-frame.module.css';
import { PlaceForm } from './place-form';
import { ResultList } from './result-list';
import { ResultPopup } from './result-popup';
import { resultsTexts } from './results-texts';
import styles from './route-results-page.module.css';
import { RouteForm } from './route-form';
import { NOTHING_SAVED, useSaveControls, type SaveSeam } from './save-seam';
import { useResults } from './use-results';

/** A choice made on the page that lasts until the URL asks for another search. */
interface ForSearch<T> {
  searchKey: string;
  value: T;
}

/**
 * /route-results: the search the URL describes (route or nearby), on a 500 px map and in the
 * "Daycares Found" list. Saving plugs in through the SaveSeam props.
 */
export function RouteResultsPage({ savedIds = NOTHING_SAVED, onToggleSave, onSaveRoute, placeExtra }: Partial<SaveSeam>) {
  const { _ } = usePageLanguage();
  const [params] = useSearchParams();
  const state = parseResultsUrl(params);
  const asked = asksForSearch(params);
  const view = useResults(state, asked);
  const formKey =
    state.mode === 'route'
      ? `${state.start}|${state.end}|${routePlanParams(state.plan).join('&')}`
      : `${state.location}|${state.filters.type ?? ''}|${state.filters.keyword}`;
  // A save refused for missing addresses, and the "search by location" tick: both belong to the
  // search on screen and go when the URL asks for another.
  const [saveProblem, setSaveProblem] = useState<ForSearch<string> | null>(null);
  const [byLocation, setByLocation] = useState<ForSearch<boolean> | null>(null);
  const searchingByLocation = byLocation?.searchKey === formKey && byLocation.value;
  const onProblem = useCallback((text: string) => setSaveProblem({ searchKey: formKey, value: text }), [formKey]);
  // The count a saved route keeps is the one the parent saw: the route's answer once it is in.
  const [shownStart, shownEnd] = state.mode === 'route' ? [state.start, state.end] : ['', ''];
  const shownCount = view.route && !view.busy ? view.total : null;
  const shownRoute = useMemo(
    () => (shownCount === null ? null : { start: shownStart, end: shownEnd, daycareCount: shownCount }),
    [shownStart, shownEnd, shownCount],
  );
  const saving = useSaveControls({ savedIds, onToggleSave, onSaveRoute }, { shownRoute, onProblem });
  const [activeId, setActiveId] = useState<string | null>(null);
  const title = _(resultsTitle(state));
  useDocumentTitle(title);

  const byId = useMemo(() => new Map(view.results.map((result) => [result.id, result])), [view.results]);
  const renderPopup = useCallback(
    (id: string) => {
      const result = byId.get(id);
      return result ? <ResultPopup result={result} saving={saving} /> : null;
    },
    [byId, saving],
  );
  const problem = (saveProblem?.searchKey === formKey ? saveProblem.value : null) ?? view.validation ?? view.error;
  const approximate = view.route?.approximate ?? false;
  const demo = view.results.some((result) => result.source === 'demo');

  return (
    <div className={cx(layout.stack, layout.gap6, frame.page)}>
      <div className={cx(layout.stack, layout.gap4)}>
        <h1 className={frame.title}>{title}</h1>
        {/* Remount when the searched places change (Back, a shared link) so the fields show them. */}
        {state.mode === 'route' ? (
          <RouteForm
            key={formKey}
            start={state.start}
            end={state.end}
            filters={state.filters}
            plan={state.plan}
            saving={saving}
            byLocation={searchingByLocation}
            onByLocationChange={(value) => setByLocation({ searchKey: formKey, value })}
          />
        ) : (
          <PlaceForm key={formKey} location={state.location} filters={state.filters} />
        )}
        {problem && <Alert>{problem}</Alert>}
        {state.mode === 'search' && view.origin && !view.busy && placeExtra?.({ ...view.origin, radiusMeters: SEARCH_LIMITS.nearbyRadiusDefault })}
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
            notes={[
              ...view.placeNotes,
              demo && _(resultsTexts.demoCaption),
              approximate && _(resultsTexts.approximateRoute),
              view.planEstimated && _(resultsTexts.plan.estimated),
            ]}
          />
        </div>
        <ResultList
          results={view.results}
          listKey={view.viewKey}
          total={view.total}
          more={view.more}
          filters={state.filters}
          plan={state.mode === 'route' ? (state.plan ?? null) : undefined}
          loading={view.loading}
          busy={view.busy && !view.loading}
          idle={!asked || (view.validation ?? view.error) !== null}
          placeholder={
            asked ? null : (
              <div className={cx(layout.stack, layout.gap1, styles.idle)}>
                <p className={styles.idleTitle}>{_(resultsTexts.idleTitle)}</p>
                <p>{_(searchingByLocation ? resultsTexts.idleTextNearby : resultsTexts.idleText)}</p>
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
