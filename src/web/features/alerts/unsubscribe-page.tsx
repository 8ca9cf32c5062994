import { useMutation, useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { messages } from '#shared/messages.js';
import { alertsTexts } from './alerts-texts';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { PageHero } from '#web/components/ui/page-hero';
import { apiRequest, errorText } from '#web/lib/api-client';
import { useDocumentTitle } from '#web/lib/use-document-title';
import pageStyles from '#web/components/ui/page.module.css';
import styles from './unsubscribe-page.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = alertsTexts;
const contract = () => import('#shared/schemas/alerts.js');

/**
 * Where an alert email's "Stop these emails" link leads: no sign-in, the signed token names the
 * alert. It asks before it stops, so a mail scanner that opens links stops nothing; mail clients
 * use the one-click POST of the List-Unsubscribe header instead (RFC 8058).
 */
export function UnsubscribePage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.unsubscribeTitle));
  const token = useParams().token ?? '';
  const path = `/api/unsubscribe/${encodeURIComponent(token)}`;
  const described = useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) => apiRequest(path, { anonymous: true, signal, schema: () => contract().then((c) => c.unsubscribeInfo) }),
    retry: false,
  });
  const stop = useMutation({
    mutationFn: () => apiRequest(path, { method: 'POST', anonymous: true, schema: () => contract().then((c) => c.unsubscribeInfo) }),
  });

  let content;
  if (described.isError) {
    content = <Alert>{errorText(described.error, _(text.badLink))}</Alert>;
  } else if (!described.data) {
    content = null;
  } else if (stop.isSuccess) {
    content = (
      <p role="status" className={styles.done}>
        {_(text.unsubscribeDone(stop.data.label))}
      </p>
    );
  } else if (described.data.email === 'off') {
    content = <p className={styles.done}>{_(text.unsubscribeAlreadyOff(described.data.label))}</p>;
  } else {
    content = (
      <>
        <p>{_(text.unsubscribeQuestion(described.data.label))}</p>
        {stop.isError && <Alert>{errorText(stop.error, _(text.unsubscribeFailed))}</Alert>}
        <Button onClick={() => stop.mutate()} disabled={stop.isPending}>
          {_(text.unsubscribeButton)}
        </Button>
      </>
    );
  }

  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.unsubscribeTitle)} subtitle={messages.site.name} roomBelow />
      <div className={`${pageStyles.column} ${styles.column}`}>
        <Card className={styles.card}>{content}</Card>
      </div>
    </div>
  );
}
