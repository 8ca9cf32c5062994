import { msg } from '@lingui/core/runtime-macro';
import { usePageLanguage } from '#web/lib/i18n';
import { ButtonLink } from './ui/button';

const contactUs = msg`Contact Us`;

/** The way to the contact form that closes the home, about and how-it-works pages. */
export function ContactUsLink() {
  const { _ } = usePageLanguage();
  return (
    <ButtonLink to="/contact" variant="secondary">
      {_(contactUs)}
    </ButtonLink>
  );
}
