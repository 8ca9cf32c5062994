import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { AddressField } from '../components/address-field';
import { DEFAULT_FILTERS, resultsUrl } from '../results-url';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from './search-form-texts';

const text = searchFormTexts;

/**
 * Start and end of the commute. Submitting always navigates: an older rule of staying put when
 * an address contains "new" broke New York, Newton and New Bedford.
 */
export function RouteSearchForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!start.trim() || !end.trim()) {
      setError(_(text.bothAddresses));
      return;
    }
    void navigate(resultsUrl({ mode: 'route', start: start.trim(), end: end.trim(), filters: DEFAULT_FILTERS }));
  }

  return (
    <form className={cx(layout.stack, layout.gap4)} onSubmit={submit} noValidate>
      <AddressField label={_(text.start)} hint={_(text.startHint)} name="start" value={start} onChange={setStart} locatable />
      <AddressField label={_(text.end)} hint={_(text.endHint)} name="end" value={end} onChange={setEnd} />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth>
        {_(text.routeSubmit)}
      </Button>
    </form>
  );
}
