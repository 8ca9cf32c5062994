import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ApiError, errorText } from '../../../lib/api-client';
import { useExtractInfoMutation, type ExtractedPlaces } from '../api/extract-info';
import { DEFAULT_FILTERS, DEFAULT_SEARCH_TERM, resultsUrl } from '../results-url';
import styles from './search-form.module.css';

const text = messages.homeSearch;

/** Where the addresses found in a request lead: a route for two, a nearby search for one (spec section 2). */
function destinationOf({ sourceAddress, destinationAddress, aroundMeAddress, address }: ExtractedPlaces): string | null {
  if (sourceAddress && destinationAddress) {
    return resultsUrl({ mode: 'route', start: sourceAddress, end: destinationAddress, filters: DEFAULT_FILTERS });
  }
  const place = aroundMeAddress || address || sourceAddress || destinationAddress;
  return place ? resultsUrl({ mode: 'search', search: DEFAULT_SEARCH_TERM, location: place, filters: DEFAULT_FILTERS }) : null;
}

/** The failure text of spec section 8; a missing endpoint (404) is "failed", not the bare "Not found". */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return messages.ai.failed;
  if (error instanceof ApiError && error.status === 0) return messages.ai.error;
  return errorText(error, messages.ai.failed);
}

/** A free-text request ("a preschool between Quincy and Cambridge") read by the AI service. */
export function AiSearchForm() {
  const navigate = useNavigate();
  const id = useId();
  const extract = useExtractInfoMutation();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query.trim()) {
      setError(messages.validation.queryRequired);
      return;
    }
    setError(null);
    extract.mutate(query.trim(), {
      onSuccess: (places) => {
        const url = destinationOf(places);
        if (url) void navigate(url);
        else setError(messages.ai.noAddresses);
      },
      onError: (failure) => setError(failureText(failure)),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {text.aiLabel}
        </label>
        <p id={`${id}-hint`} className={styles.hint}>
          {text.aiHint}
        </p>
        <textarea
          id={id}
          name="query"
          rows={3}
          className={styles.textarea}
          aria-describedby={`${id}-hint`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" fullWidth disabled={extract.isPending}>
        {extract.isPending ? text.aiSubmitting : text.aiSubmit}
      </Button>
    </form>
  );
}
