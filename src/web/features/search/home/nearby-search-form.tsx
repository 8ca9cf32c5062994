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

/** One place (an address, town or ZIP) and the programs around it. */
export function NearbySearchForm() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!location.trim()) {
      setError(_(text.locationRequired));
      return;
    }
    void navigate(
      resultsUrl({ mode: 'search', location: location.trim(), filters: DEFAULT_FILTERS }),
    );
  }

  return (
    <form className={cx(layout.stack, layout.gap4)} onSubmit={submit} noValidate>
      <AddressField
        label={_(text.location)}
        hint={_(text.locationHint)}
        name="location"
        value={location}
        onChange={setLocation}
        locatable
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth>
        {_(text.nearbySubmit)}
      </Button>
    </form>
  );
}
