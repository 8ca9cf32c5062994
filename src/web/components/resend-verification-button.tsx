import type { MessageDescriptor } from '@lingui/core';
import { errorText } from '#web/lib/api-client';
import { useResendVerificationMutation } from '#web/lib/email-verification';
import { usePageLanguage } from '#web/lib/i18n';
import { Button } from './ui/button';
import { useToast } from './ui/toast';

/** The button's words, from the feature's catalogue (its page loads it). */
export interface ResendVerificationTexts {
  resend: MessageDescriptor;
  resending: MessageDescriptor;
  resendFailed: MessageDescriptor;
}

interface ResendVerificationButtonProps {
  texts: ResendVerificationTexts;
  variant: 'primary' | 'secondary';
  fullWidth?: boolean;
  className?: string;
}

/**
 * A new verification link for the signed-in parent, with the answer as a toast: the verify-email
 * page and the profile both offer it.
 */
export function ResendVerificationButton({ texts, variant, fullWidth, className }: ResendVerificationButtonProps) {
  const { _ } = usePageLanguage();
  const resend = useResendVerificationMutation();
  const showToast = useToast();
  return (
    <Button
      variant={variant}
      fullWidth={fullWidth}
      className={className}
      disabled={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => showToast(answer.message, 'success'),
          onError: (error) => showToast(errorText(error, _(texts.resendFailed)), 'error'),
        })
      }
    >
      {resend.isPending ? _(texts.resending) : _(texts.resend)}
    </Button>
  );
}
