import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { AssistantPage } from '#web/features/assistant/assistant-page';
import { CompareFacts } from '#web/features/compare/compare-facts';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { understand } from '#web/features/search/home/ai-request';
import { useComparePicks } from '#web/lib/use-compare-picks';

/** The full results of what a request to the Nanny asked, with its filters, as the home page's request box leads to them. */
const resultsPathOf = (understood: ExtractResponse) => understand(understood)?.url ?? null;

/**
 * The assistant with the parent's saved daycares and picks (to compare them), the compare
 * feature's table for its answer, and the results page's address (for a request to find care),
 * composed here so no feature reaches into another.
 */
export function AssistantWithSaved() {
  return (
    <AssistantPage
      daycares={useSavedDaycares().records}
      picks={useComparePicks()}
      catalogueCompare={compareFacts}
      resultsPathOf={resultsPathOf}
    />
  );
}

const compareFacts = (ids: readonly string[]) => <CompareFacts ids={ids} />;
