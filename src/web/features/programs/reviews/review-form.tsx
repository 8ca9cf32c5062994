import { useState, type FormEvent } from 'react';
import { AGE_GROUPS } from '#shared/constants.js';
import { REVIEW_RELATIONSHIPS, REVIEW_TEXT_MAX, type Review, type ReviewRequest } from '#shared/schemas/reviews.js';
import { Alert } from '#web/components/ui/alert';
import { FormButtons } from '#web/components/ui/form-buttons';
import { FormTextarea } from '#web/components/ui/form-input';
import { SelectField } from '#web/components/ui/select-field';
import { useToast } from '#web/components/ui/toast';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { errorText } from '#web/lib/api-client';
import { useSaveReview } from './reviews-api';
import { reviewTexts } from './review-texts';
import styles from './reviews.module.css';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { fieldCheckText } from '#web/lib/field-check-text';

const text = reviewTexts;

type Problems = Partial<Record<'stars' | 'text' | 'relationship' | 'form', string>>;

/** Writes a new review or edits the parent's own; the contract checks it before it is sent. */
export function ReviewForm({ programId, editing, onDone }: { programId: string; editing: Review | null; onDone: () => void }) {
  const { _, i18n } = usePageLanguage();
  const [stars, setStars] = useState(editing?.stars ?? 0);
  const [relationship, setRelationship] = useState<string>(editing?.relationship ?? 'current');
  const [ageGroup, setAgeGroup] = useState<string>(editing?.ageGroup ?? '');
  const [body, setBody] = useState(editing?.text ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveReview(programId);
  const showToast = useToast();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const { reviewRequest } = await import('#shared/schemas/reviews.js');
    const checked = reviewRequest.safeParse({ stars: stars || undefined, text: body, relationship, ageGroup: ageGroup || null });
    if (!checked.success) {
      const found: Problems = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if ((field === 'stars' || field === 'text' || field === 'relationship') && !found[field]) found[field] = field === 'stars' ? _(text.chooseStars) : fieldCheckText(issue.message);
      }
      setProblems(found);
      form.querySelector<HTMLElement>('[aria-invalid="true"], input[name="stars"]')?.focus();
      return;
    }
    setProblems({});
    save.mutate(
      { reviewId: editing?.id ?? null, body: checked.data as ReviewRequest },
      {
        onSuccess: () => {
          showToast(editing ? _(text.updated) : _(text.posted), 'success');
          onDone();
        },
        onError: (error) => setProblems({ form: errorText(error, _(text.failed)) }),
      },
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? _(text.formTitleEdit) : _(text.formTitleNew)}>
      <h3 className={styles.formTitle}>{editing ? _(text.formTitleEdit) : _(text.formTitleNew)}</h3>
      {problems.form && <Alert focusOnShow>{problems.form}</Alert>}
      <fieldset className={cx(layout.stack, layout.gap2, styles.starPicker)} aria-describedby={problems.stars ? 'review-stars-error' : undefined}>
        <legend>{_(text.starsField)}</legend>
        <div className={styles.starChoices}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.starChoice} data-on={value <= stars}>
              <input
                type="radio"
                name="stars"
                value={value}
                checked={stars === value}
                aria-invalid={problems.stars ? true : undefined}
                onChange={() => {
                  setStars(value);
                  setProblems((before) => ({ ...before, stars: undefined }));
                }}
              />
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
              </svg>
              <VisuallyHidden>{_(text.starChoice(value))}</VisuallyHidden>
            </label>
          ))}
        </div>
        {problems.stars && (
          <p id="review-stars-error" className={styles.fieldError}>
            {problems.stars}
          </p>
        )}
      </fieldset>
      <div className={styles.formRow}>
        <SelectField
          label={_(text.relationshipField)}
          value={relationship}
          error={problems.relationship}
          onChange={(event) => setRelationship(event.target.value)}
          options={REVIEW_RELATIONSHIPS.map((value) => ({ value, label: _(text.relationships[value]) }))}
        />
        <SelectField
          label={_(text.ageGroupField)}
          value={ageGroup}
          onChange={(event) => setAgeGroup(event.target.value)}
          options={[{ value: '', label: _(text.ageGroupNone) }, ...AGE_GROUPS.map((value) => ({ value, label: _(programTexts.ageGroups[value]) }))]}
        />
      </div>
      <FormTextarea
        label={_(text.textField)}
        hint={_(text.textHint)}
        error={problems.text}
        rows={6}
        maxLength={REVIEW_TEXT_MAX}
        value={body}
        onValueChange={(value) => {
          setBody(value);
          setProblems((before) => ({ ...before, text: undefined }));
        }}
      />
      <p className={styles.counter} aria-live="polite">
        {_(text.characters(i18n.number(body.trim().length), i18n.number(REVIEW_TEXT_MAX)))}
      </p>
      <FormButtons label={editing ? _(text.saveEdit) : _(text.submit)} pendingLabel={_(text.saving)} pending={save.isPending} onCancel={onDone} />
    </form>
  );
}
