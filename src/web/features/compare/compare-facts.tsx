import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { compareLink } from '#web/lib/compare-link';
import { compareQueryOptions } from './api/compare';
import { CompareTable } from './compare-table';
import { compareTexts as text } from './compare-texts';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';

/**
 * The comparison of these programs, as the compare page shows it and from the same API: for
 * another feature's page (the assistant's answer), with a link to the page itself.
 */
export function CompareFacts({ ids }: { ids: readonly string[] }) {
  const { _ } = usePageLanguage();
  const query = useQuery(compareQueryOptions(ids));
  if (query.isError) return <p>{_(text.loadFailed)}</p>;
  if (!query.data) return <p role="status">{_(text.loading)}</p>;
  return (
    <div className={cx(layout.stack, layout.gap2)}>
      {query.data.missing.length > 0 && <p>{_(text.missing(query.data.missing.length))}</p>}
      <CompareTable programs={query.data.programs} />
      <Link to={compareLink(ids)}>{_(text.openPage)}</Link>
    </div>
  );
}
