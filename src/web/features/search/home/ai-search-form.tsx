import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.js';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ApiError, errorText } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { useExtractInfoMutation } from '../api/extract-info';
import { DEFAULT_FILTERS, resultsUrl } from '../results-url';
import styles from './search-form.module.css';

const text = messages.homeSearch;

interface Understood {
  url: string;
  /** Said while the results load, e.g. "Daycares between Quincy and Kendall Square". */
  summary: string;
}

/** Where a request leads: a route for a start and an end, a search around one place. */
function understand(result: ExtractResponse): Understood | null {
  const { intent, sourceAddress, destinationAddress, aroundMeAddress, address, category, ageGroup } = result;
  if (intent === 'unknown') return null;
  const what = category ? messages.assistant.understoodCategories[category] : messages.assistant.understoodAny;
  // What was asked for reaches the results as their selected filters, in either mode.
  const filters = { ...DEFAULT_FILTERS, type: category, ageGroup };
  if (sourceAddress && destinationAddress) {
    return {
      url: resultsUrl({ mode: 'route', start: sourceAddress, end: destinationAddress, filters }),
      summary: messages.assistant.understoodRoute(what, sourceAddress, destinationAddress),
    };
  }
  const place = aroundMeAddress || address || sourceAddress || destinationAddress;
  if (!place) return null;
  return {
    url: resultsUrl({ mode: 'search', location: place, filters }),
    summary: messages.assistant.understoodNearby(what, place),
  };
}

/** The assistant's failure text; a missing endpoint (404) is "failed", not the bare "Not found". */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.status === 404) return messages.assistant.failed;
  if (error instanceof ApiError && error.status === 0) return messages.assistant.error;
  return errorText(error, messages.assistant.failed);
}

/** A free-text request ("a preschool between Quincy and Cambridge") read by the AI service. */
export function AiSearchForm() {
  const navigate = useNavigate();
  const extract = useExtractInfoMutation();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query.trim()) {
      setError(messages.validation.queryRequired);
      return;
    }
    setError(null);
    setSummary(null);
    extract.mutate(query.trim(), {
      onSuccess: (result) => {
        const understood = understand(result);
        if (!understood) {
          setError(messages.assistant.notUnderstood);
          return;
        }
        setSummary(understood.summary);
        void navigate(understood.url);
      },
      onError: (failure) => setError(failureText(failure)),
    });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label={text.aiLabel} hint={text.aiHint}>
        {(control) => (
          <textarea
            {...control}
            className={cx(control.className, styles.query)}
            name="query"
            rows={3}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        )}
      </Field>
      {error && <Alert>{error}</Alert>}
      <p role="status" className={styles.status}>
        {summary}
      </p>
      <Button type="submit" fullWidth disabled={extract.isPending}>
        {extract.isPending ? text.aiSubmitting : text.aiSubmit}
      </Button>
    </form>
  );
}
