import { AssistantPage } from '#web/features/assistant/assistant-page';
import { CompareFacts } from '#web/features/compare/compare-facts';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useComparePicks } from '#web/lib/use-compare-picks';

/**
 * The assistant with the parent's saved daycares and picks (to compare them), and the compare
 * feature's table for its answer, composed here so no feature reaches into another.
 */
export function AssistantWithSaved() {
  return <AssistantPage daycares={useSavedDaycares().records} picks={useComparePicks()} catalogueCompare={compareFacts} />;
}

const compareFacts = (ids: readonly string[]) => <CompareFacts ids={ids} />;
