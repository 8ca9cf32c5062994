import { useState } from 'react';
import type { Language } from '#shared/translation.js';
import { useToast } from '#web/components/ui/toast';
import { apiRequest } from '#web/lib/api-client';
import { usePageLanguage, switchLanguage } from '#web/lib/i18n';
import { signIn, type Session } from '#web/lib/session';
import { isUsableSession } from '#web/lib/token-shape';
import { useSession } from '#web/lib/use-session';
import { shellTexts } from './shell-texts';
import visuallyHidden from '#web/components/ui/visually-hidden.module.css';

/** Each language's name as its readers write it: the switch offers the other one in its own words. */
const OWN_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

interface LanguageSwitchProps {
  className?: string;
  /** In the header's bar, where room is short: the language's code, its name said to screen readers. */
  short?: boolean;
}

/** The account keeps the choice, for the site at the next sign-in anywhere and for every email. */
async function saveForAccount({ user, token }: Session, language: Language): Promise<void> {
  await apiRequest(`/api/users/${user.id}/language`, {
    method: 'PUT',
    body: { language },
    // The contract loads with the click, not with the header on every page (docs/decisions/0010).
    schema: () => import('#shared/schemas/account-settings.js').then((contract) => contract.languageSetting),
  });
  signIn({ ...user, language }, token);
}

/**
 * The header's language control (docs/decisions/0037): the other language, named in itself and
 * marked as such. Choosing it keeps the choice (for the account too when signed in) and loads the
 * page again in it. A choice the account could not keep is said, and nothing changes.
 */
export function LanguageSwitch({ className, short = false }: LanguageSwitchProps) {
  const { _, language } = usePageLanguage();
  const session = useSession();
  const showToast = useToast();
  const [saving, setSaving] = useState(false);
  const other: Language = language === 'en' ? 'es' : 'en';

  async function choose() {
    setSaving(true);
    try {
      if (isUsableSession(session)) await saveForAccount(session, other);
      switchLanguage(other);
    } catch {
      setSaving(false);
      showToast(_(shellTexts.languageNotSaved), 'error');
    }
  }

  return (
    <button type="button" lang={other} className={className} onClick={() => void choose()} aria-busy={saving} disabled={saving}>
      {short ? (
        <>
          {other.toUpperCase()}
          <span className={visuallyHidden.hidden}> · {OWN_NAMES[other]}</span>
        </>
      ) : (
        OWN_NAMES[other]
      )}
    </button>
  );
}
