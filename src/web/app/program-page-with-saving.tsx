import { ProgramPage } from '#web/features/programs/program-page';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { NotFoundPage } from './not-found-page';

/** The program page with the parent's saved programs and the app's 404 page plugged in, so neither feature reaches into the other. */
export function ProgramPageWithSaving() {
  const { savedPlaceIds, toggleSave } = useSavedDaycares();
  return <ProgramPage savedIds={savedPlaceIds} onToggleSave={toggleSave} notFound={<NotFoundPage />} />;
}
