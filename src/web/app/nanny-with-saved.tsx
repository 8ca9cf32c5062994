import { NannyPage } from '../features/nanny/nanny-page';
import { useSavedDaycares } from '../features/saved/use-saved-daycares';

/** Nanny with the parent's saved daycares (to compare them), composed here so neither feature reaches into the other. */
export function NannyWithSaved() {
  return <NannyPage daycares={useSavedDaycares().records} />;
}
