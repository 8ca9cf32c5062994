import { useLingui } from '@lingui/react';
import { Button } from '#web/components/ui/button';
import { shellTexts } from './layout/shell-texts';
import { StatusPage } from './status-page';

const text = shellTexts.appError;

/** Shown when a page throws while rendering; a reload is the one thing a parent can do about it. */
export function AppErrorPage() {
  const { _ } = useLingui();
  return <StatusPage texts={text} action={<Button onClick={() => window.location.reload()}>{_(text.reload)}</Button>} />;
}
