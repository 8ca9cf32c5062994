import { useSearchParams } from 'react-router';
import { cx } from '#web/lib/class-names';
import { resultsTitle } from '../results-url';
import { parseResultsUrl } from '../parse-results-url';
import layout from '#web/components/ui/layout.module.css';
import frame from './results-frame.module.css';
import { useLingui } from '@lingui/react';
import { pageLoadingText } from '#web/lib/page-loading-text';

/**
 * What /route-results shows while its code loads: its real heading at once, where the page will
 * put it, so a parent on a slow phone sees where they are instead of a bare "Loading…".
 */
export function ResultsPageLoading() {
  const { _ } = useLingui();
  const [params] = useSearchParams();
  return (
    <div className={cx(layout.stack, layout.gap6, frame.page, frame.loading)}>
      <div className={cx(layout.stack, layout.gap4)}>
        <h1 className={frame.title}>{_(resultsTitle(parseResultsUrl(params)))}</h1>
        <p role="status">{_(pageLoadingText)}</p>
      </div>
    </div>
  );
}
