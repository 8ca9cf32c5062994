import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button';
import { LoadFailed } from '#web/components/ui/load-failed';
import layout from '#web/components/ui/layout.module.css';
import page from '#web/components/ui/page.module.css';
import spread from '#web/components/ui/spread.module.css';
import { errorText } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import { compareLink, comparedIdsOf, compareRouteParams } from '#web/lib/compare-link';
import { removePicks } from '#web/lib/compare-picks';
import { useComparePicks } from '#web/lib/use-compare-picks';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { compareQueryOptions } from './api/compare';
import { CompareTable } from './compare-table';
import { compareTexts as text } from './compare-texts';
import styles from './compare-page.module.css';
import { usePageLanguage } from '#web/lib/i18n';

/**
 * /compare?ids=a,b,c: the programs side by side (docs/decisions/0027). The URL is the whole
 * state, so a copied link shows the same programs; the route parameters it carries (from the
 * route results) go to the API for the legs.
 */
export function ComparePage() {
  const { _ } = usePageLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = comparedIdsOf(params);
  const route = compareRouteParams(params);
  const picks = useComparePicks();
  const title = useRef<HTMLHeadingElement>(null);
  const [copyNotice, setCopyNotice] = useState('');
  useDocumentTitle(_(text.documentTitle));
  const query = useQuery({ ...compareQueryOptions(ids, route), enabled: ids.length > 0 });

  // Opened without a list (the header, an old bookmark): the parent's picks, if they have some.
  if (ids.length === 0 && picks.length > 0) return <Navigate replace to={compareLink(picks.map((pick) => pick.id))} />;

  function remove(id: string) {
    const kept = ids.filter((other) => other !== id);
    removePicks([id]);
    // Through compareLink, so the address keeps its readable commas for copying.
    void navigate(compareLink(kept, route));
    // The column and its button are gone: the page's title is the next sensible place to be.
    title.current?.focus();
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopyNotice(_(text.copied));
    } catch {
      setCopyNotice(_(text.copyFailed));
    }
  }

  const start = params.get('start');
  const end = params.get('end');
  const data = query.data;
  return (
    <div className={cx(page.page, styles.page)}>
      <div className={page.column}>
        <header className={cx(spread.spread, styles.header)}>
          <div>
            <h1 ref={title} tabIndex={-1} className={styles.title}>
              {_(text.title)}
            </h1>
            <p className={cx(styles.intro, styles.explain)}>{_(text.intro)}</p>
            {start && end && <p className={styles.intro}>{_(text.forRoute(start, end))}</p>}
          </div>
          {ids.length > 0 && (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => void copyLink()}>
                {_(text.copyLink)}
              </Button>
              <Button variant="secondary" onClick={() => window.print()}>
                {_(text.print)}
              </Button>
            </div>
          )}
        </header>
        <p role="status" className={styles.status}>
          {copyNotice}
        </p>
        {ids.length === 0 ? (
          <div className={cx(layout.stack, layout.gap3, styles.empty)}>
            <h2>{_(text.none)}</h2>
            <p>{_(text.noneText)}</p>
            <ButtonLink to="/">{_(text.findPrograms)}</ButtonLink>
          </div>
        ) : query.isError ? (
          <LoadFailed retryText={_(text.retry)} onRetry={() => void query.refetch()}>
            {errorText(query.error, _(text.loadFailed))}
          </LoadFailed>
        ) : !data ? (
          <p role="status">{_(text.loading)}</p>
        ) : (
          <>
            {data.missing.length > 0 && <p className={styles.notice}>{_(text.missing(data.missing.length))}</p>}
            {data.programs.length > 0 && (
              <CompareTable
                programs={data.programs}
                columnAction={(program) => (
                  <button type="button" className={styles.remove} aria-label={_(text.removeLabel(program.name))} onClick={() => remove(program.id)}>
                    {_(text.remove)}
                  </button>
                )}
              />
            )}
            {data.programs.length < 2 && <p className={styles.notice}>{_(text.addMore)}</p>}
          </>
        )}
      </div>
    </div>
  );
}
