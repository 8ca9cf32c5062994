import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useExportAccountMutation } from '../api/account-settings';
import { privacyTexts } from '../privacy-texts';
import styles from './privacy-card.module.css';
import { usePageLanguage } from '#web/lib/i18n';

const text = privacyTexts;

/** Export my data: one JSON file with everything held about the parent (docs/decisions/0035). */
export function ExportData({ userId }: { userId: string }) {
  const { _ } = usePageLanguage();
  const exportData = useExportAccountMutation(userId);
  const showToast = useToast();
  return (
    <div className={styles.item}>
      <p className={styles.itemText}>{_(text.exportDataText)}</p>
      <Button variant="secondary" disabled={exportData.isPending} onClick={() => exportData.mutate(undefined, { onSuccess: () => showToast(_(text.dataExported), 'success') })}>
        {exportData.isPending ? _(text.exportingData) : _(text.exportData)}
      </Button>
      {exportData.isError && (
        <div className={styles.itemForm}>
          <Alert>{errorText(exportData.error, _(text.exportFailed))}</Alert>
        </div>
      )}
    </div>
  );
}
