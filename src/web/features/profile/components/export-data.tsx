import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { useToast } from '#web/components/ui/toast';
import { errorText } from '#web/lib/api-client';
import { useExportAccountMutation } from '../api/account-settings';
import { privacyTexts } from '../privacy-texts';
import styles from './privacy-card.module.css';

const text = privacyTexts;

/** Export my data: one JSON file with everything held about the parent (docs/decisions/0035). */
export function ExportData({ userId }: { userId: string }) {
  const exportData = useExportAccountMutation(userId);
  const showToast = useToast();
  return (
    <div className={styles.item}>
      <p className={styles.itemText}>{text.exportDataText}</p>
      <Button variant="secondary" disabled={exportData.isPending} onClick={() => exportData.mutate(undefined, { onSuccess: () => showToast(text.dataExported, 'success') })}>
        {exportData.isPending ? text.exportingData : text.exportData}
      </Button>
      {exportData.isError && (
        <div className={styles.itemForm}>
          <Alert>{errorText(exportData.error, text.exportFailed)}</Alert>
        </div>
      )}
    </div>
  );
}
