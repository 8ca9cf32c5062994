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

const text = providerTexts.feed;

/** The contract names the field "Label"; the form calls it "Token name". */
const LABEL_WORDS = { Label: text.tokenLabel };

/** Tokens for the provider's own software: create one (its secret shown once), see when each was used, revoke. */
export function FeedTokens({ programId, tokens }: { programId: string; tokens: readonly ProviderToken[] }) {
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
    const checked = checkWith(createTokenRoute.body, { label }, () => 'label', LABEL_WORDS);
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
        showToast(text.tokenCreated, 'success');
      },
      onError: (error) => {
        if (!failedWith(error, 'UNAUTHORIZED')) setErrors({ [FORM_PROBLEM]: errorText(error, text.createFailed) });
      },
    });
  }

  return (
    <div className={cx(layout.stack, layout.gap6)}>
      <p className={typography.muted}>{text.intro}</p>
      {secret && <NewTokenSecret secret={secret} onDone={() => setSecret(null)} />}
      <form className={cx(layout.stack, layout.gap3)} onSubmit={submit} noValidate aria-label={text.createToken}>
        {errors[FORM_PROBLEM] && <Alert focusOnShow>{errors[FORM_PROBLEM]}</Alert>}
        <div className={styles.createRow}>
          <FormInput
            label={text.tokenLabel}
            hint={text.tokenLabelHint}
            maxLength={100}
            value={label}
            error={errors.label}
            onValueChange={(value) => {
              setLabel(value);
              setErrors({});
            }}
          />
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? text.creating : text.createToken}
          </Button>
        </div>
      </form>
      <div role="group" aria-labelledby={listTitleId} className={styles.tokens}>
        <h4 id={listTitleId} className={styles.subtitle}>
          {text.tokensTitle}
        </h4>
        {tokens.length === 0 ? (
          <p className={typography.muted}>{text.noTokens}</p>
        ) : (
          <ul className={listStyles.list}>
            {tokens.map((token) => (
              <li key={token.id} className={cx(spreadStyles.spread, styles.token)}>
                <div>
                  <p className={styles.label}>{token.label}</p>
                  <p className={typography.muted}>
                    {text.createdOn(formatDate(token.createdAt))} · {token.lastUsedAt ? text.lastUsed(daysAgo(token.lastUsedAt)) : text.neverUsed}
                  </p>
                </div>
                <Button variant="secondary" aria-label={text.revokeLabel(token.label)} onClick={() => setRevoking(token)}>
                  {text.revoke}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FeedSnippet programId={programId} />
      <RevokeDialog
        target={revoking && { id: revoking.id, question: text.revokeText(revoking.label) }}
        revoke={revoke}
        texts={text.revokeDialog}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}
