import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { User } from '#shared/schemas/accounts.js';
import { CONTACT_CATEGORIES, type ContactCategory } from '#shared/schemas/contact.js';
import { usePageLanguage } from '#web/lib/i18n';
import { contactTexts } from './contact-texts';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { FormInput, FormTextarea } from '#web/components/ui/form-input';
import { SelectField } from '#web/components/ui/select-field';
import { errorText } from '#web/lib/api-client';
import { useFormFields } from '#web/lib/use-form-fields';
import { useSendContactMutation } from './api/send-contact';
import {
  CONTACT_FIELDS,
  initialContactValues,
  validateContact,
  type ContactField as FieldName,
  type ContactValues,
} from './contact-values';
import formStyles from '#web/components/ui/form.module.css';
import styles from './contact-form.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';
import { cx } from '#web/lib/class-names';
import alertStyles from '#web/components/ui/alert.module.css';
import { fieldCheckText } from '#web/lib/field-check-text';

const text = contactTexts;

/** The success banner shows for 5 seconds. */
const SUCCESS_BANNER_MS = 5000;

const categories = Object.keys(CONTACT_CATEGORIES) as ContactCategory[];

/**
 * The contact form. A signed-in parent starts with name and e-mail filled in, and gets them back
 * after sending: the form clears what was written, not who they are. A failure keeps everything.
 */
export function ContactForm({ user }: { user: User | undefined }) {
  const { _ } = usePageLanguage();
  const { values, setValues, errors, setErrors, update, field } = useFormFields<ContactValues>(() => initialContactValues(user));
  const [sentAt, setSentAt] = useState<number | null>(null);
  const send = useSendContactMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sentAt === null) return;
    // The button is at the bottom and the banner at the top: on a phone it would appear off screen.
    successRef.current?.scrollIntoView({ block: 'nearest' });
    const timer = window.setTimeout(() => setSentAt(null), SUCCESS_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [sentAt]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSentAt(null);
    const checked = validateContact(values, fieldCheckText);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusField(CONTACT_FIELDS.find((field) => checked.errors[field]));
      return;
    }
    setErrors({});
    send.mutate(checked.request, {
      onSuccess: () => {
        setValues(initialContactValues(user));
        setSentAt(Date.now());
      },
    });
  }

  function focusField(field: FieldName | undefined) {
    const element = field && formRef.current?.elements.namedItem(field);
    if (element instanceof HTMLElement) element.focus();
  }

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      {sentAt !== null && (
        <p ref={successRef} role="status" className={cx(alertStyles.goodNews, styles.success)}>
          <LineIcon d={linePaths.check} className={styles.successIcon} />
          {_(text.sent)}
        </p>
      )}
      {send.isError && <Alert>{errorText(send.error, _(text.sendFailed))}</Alert>}
      <p className={styles.required}>{_(text.required)}</p>
      <SelectField
        label={_(text.category)}
        error={errors.category}
        options={categories.map((value) => ({ value, label: _(text.categories[value]) }))}
        name="category"
        value={values.category}
        onChange={(event) => update('category', event.target.value)}
      />
      <div className={formStyles.row}>
        <FormInput label={_(text.name)} {...field('name')} autoComplete="name" required />
        <FormInput label={_(text.email)} {...field('email')} type="email" autoComplete="email" required />
      </div>
      <FormInput label={_(text.subject)} {...field('subject')} required />
      <FormTextarea label={_(text.message)} {...field('message')} rows={6} required />
      <Button type="submit" className={formStyles.submit} disabled={send.isPending}>
        {send.isPending ? _(text.sending) : _(text.send)}
      </Button>
    </form>
  );
}
