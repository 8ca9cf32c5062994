import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { AssistantPage } from '#web/features/assistant/assistant-page';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { understand } from '#web/features/search/home/ai-request';

/** The full results of what a request to the Nanny asked, with its filters, as the home page's request box leads to them. */
const resultsPathOf = (understood: ExtractResponse) => understand(understood)?.url ?? null;

/**
 * The assistant with the parent's saved daycares (to compare them) and the results page's address
 * (for a request to find care), composed here so no feature reaches into another.
 */
export function AssistantWithSaved() {
  return <AssistantPage daycares={useSavedDaycares().records} resultsPathOf={resultsPathOf} />;
}
