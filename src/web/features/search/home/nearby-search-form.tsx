import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { AddressField } from '../components/address-field';
import { DEFAULT_FILTERS, resultsUrl } from '../results-url';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';

const text = messages.homeSearch;

/** One place (an address, town or ZIP) and the programs around it. */
export function NearbySearchForm() {
  const navigate = useNavigate();
  const [location, setLocation] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!location.trim()) {
      setError(messages.validation.locationRequired);
      return;
    }
    void navigate(
      resultsUrl({ mode: 'search', location: location.trim(), filters: DEFAULT_FILTERS }),
    );
  }

  return (
    <form className={cx(layout.stack, layout.gap4)} onSubmit={submit} noValidate>
      <AddressField
        label={text.location}
        hint={text.locationHint}
        name="location"
        value={location}
        onChange={setLocation}
        locatable
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth>
        {text.nearbySubmit}
      </Button>
    </form>
  );
}
