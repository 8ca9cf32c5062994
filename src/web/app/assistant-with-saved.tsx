import { AssistantPage } from '#web/features/assistant/assistant-page';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';

/** The assistant with the parent's saved daycares (to compare them), composed here so neither feature reaches into the other. */
export function AssistantWithSaved() {
  return <AssistantPage daycares={useSavedDaycares().records} />;
}
