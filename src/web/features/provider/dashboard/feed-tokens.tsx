import { useId, useState, type FormEvent } from 'react';
import { createTokenRoute, type ProviderToken } from '#shared/schemas/provider.js';
import { RevokeDialog } from '#web/components/revoke-dialog';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { errorText, failedWith } from '#web/lib/api-client';
import { formatDate } from '#web/lib/format-date';
import { daysAgo } from '#web/lib/relative-days';
import { useCreateTokenMutation, useRevokeTokenMutation } from '../api/feed-tokens';
import { FormInput, focusFirstProblem } from '#web/components/ui/form-input';
import { checkWith, FORM_PROBLEM, type FieldErrors } from '../forms/field-errors';
import { FeedSnippet } from './feed-snippet';
import { NewTokenSecret } from './new-token-secret';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import listStyles from '#web/components/ui/plain-list.module.css';
import { cx } from '#web/lib/class-names';
import spreadStyles from '#web/components/ui/spread.module.css';
import styles from './feed-tokens.module.css';
import { providerTexts } from '#web/features/provider/provider-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = providerTexts.feed;

/** Tokens for the provider's own software: create one (its secret shown once), see when each was used, revoke. */
export function FeedTokens({ programId, tokens }: { programId: string; tokens: readonly ProviderToken[] }) {
  const { _ } = usePageLanguage();
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ProviderToken | null>(null);
  const create = useCreateTokenMutation(programId);
  const revoke = useRevokeTokenMutation(programId);
  const showToast = useToast();
  const listTitleId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkWith(createTokenRoute.body, { label }, () => 'label', providerTexts.tokenFieldWords);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstProblem(event.currentTarget);
      return;
    }
    setErrors({});
    create.mutate(checked.body.label, {
      onSuccess: (created) => {
        setSecret(created.token);
        setLabel('');
        showToast(_(text.tokenCreated), 'success');
      },
      onError: (error) => {
        if (!failedWith(error, 'UNAUTHORIZED')) setErrors({ [FORM_PROBLEM]: errorText(error, _(text.createFailed)) });
      },
    });
  }

  return (
    <div className={cx(layout.stack, layout.gap6)}>
      <p className={typography.muted}>{_(text.intro)}</p>
      {secret && <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />}
      <form className={cx(layout.stack, layout.gap3)} onSubmit={submit} noValidate aria-label={_(text.createToken)}>
        {errors[FORM_PROBLEM] && <Alert focusOnShow>{errors[FORM_PROBLEM]}</Alert>}
        <div className={styles.createRow}>
          <FormInput
            label={_(text.tokenLabel)}
            hint={_(text.tokenLabelHint)}
            maxLength={100}
            value={label}
            error={errors.label}
            onValueChange={(value) => {
              setLabel(value);
              setErrors({});
            }}
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? _(text.creating) : _(text.createToken)}
          </Button>
        </div>
      </form>
      <div role="group" aria-labelledby={listTitleId} className={styles.tokens}>
        <h4 id={listTitleId} className={styles.subtitle}>
          {_(text.tokensTitle)}
        </h4>
        {tokens.length === 0 ? (
          <p className={typography.muted}>{_(text.noTokens)}</p>
        ) : (
          <ul className={listStyles.list}>
            {tokens.map((token) => (
              <li key={token.id} className={cx(spreadStyles.spread, styles.token)}>
                <div>
                  <p className={styles.label}>{token.label}</p>
                  <p className={typography.muted}>
                    {_(text.createdOn(formatDate(token.createdAt)))} · {token.lastUsedAt ? _(text.lastUsed(daysAgo(token.lastUsedAt))) : _(text.neverUsed)}
                  </p>
                </div>
                <Button variant="secondary" aria-label={_(text.revokeLabel(token.label))} onClick={() => setRevoking(token)}>
                  {_(text.revoke)}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FeedSnippet programId={programId} />
      <RevokeDialog
        target={revoking && { id: revoking.id, question: _(text.revokeText(revoking.label)) }}
        revoke={revoke}
        texts={text.revokeDialog}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
