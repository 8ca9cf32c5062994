import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { ApiError, errorText } from '#web/lib/api-client';
import { cx } from '#web/lib/class-names';
import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { useExtractInfoMutation } from '../api/extract-info';
import { AiFilterChips, filterChips, type FilterName } from './ai-filter-chips';
import { shownFilters, understand } from './ai-request';
import layout from '#web/components/ui/layout.module.css';
import styles from './search-form.module.css';
import { searchFormTexts } from './search-form-texts';
import type { I18n } from '@lingui/core';
import { usePageLanguage } from '#web/lib/i18n';

const text = searchFormTexts;
const replies = searchFormTexts.assistant;

/** The assistant's failure text; a missing endpoint (404) is "failed", not the bare "Not found". */
function failureText(error: Error, _: I18n['_']): string {
  if (error instanceof ApiError && error.status === 404) return _(replies.failed);
  if (error instanceof ApiError && error.status === 0) return _(replies.error);
  return errorText(error, _(replies.failed));
}

/** A free-text request ("a preschool between Quincy and Cambridge") read by the AI service. */
export function AiSearchForm() {
  const { _, language } = usePageLanguage();
  const navigate = useNavigate();
  const extract = useExtractInfoMutation();
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  // A request that asked for filters waits here, its filters shown as chips, until the parent starts the search.
  const [pending, setPending] = useState<ExtractResponse | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!query.trim()) {
      setError(_(text.queryRequired));
      return;
    }
    setError(null);
    setSummary(null);
    setPending(null);
    extract.mutate(query.trim(), {
      onSuccess: (result) => {
        const shown = { ...result, filters: shownFilters(result) };
        const understood = understand(shown);
        if (!understood) {
          setError(_(replies.notUnderstood));
          return;
        }
        setSummary(understood.summary(_));
        if (filterChips(shown.filters, _, language).length) setPending(shown);
        else void navigate(understood.url);
      },
      onError: (failure) => setError(failureText(failure, _)),
    });
  }

  function removeFilter(name: FilterName) {
    setPending((current) => (current ? { ...current, filters: { ...current.filters, [name]: null } } : current));
  }

  function showResults() {
    const understood = pending ? understand(pending) : null;
    if (understood) void navigate(understood.url);
  }

  return (
    <form className={cx(layout.stack, layout.gap4)} onSubmit={submit} noValidate>
      <Field label={_(text.aiLabel)} hint={_(text.aiHint)}>
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
      {pending && (
        <>
          <AiFilterChips filters={pending.filters} onRemove={removeFilter} />
          <Button type="button" fullWidth onClick={showResults}>
            {_(replies.showResults)}
          </Button>
        </>
      )}
      <Button type="submit" fullWidth variant={pending ? 'secondary' : 'primary'} disabled={extract.isPending}>
        {_(extract.isPending ? text.aiSubmitting : text.aiSubmit)}
      </Button>
    </form>
  );
}
