import { ANSWER_CONTRACTS, checkAnswerText, type AnswerContractName, type CheckedAnswer } from './answer-contracts';
import type { WorkerCall, WorkerReply } from './worker-calls';

/** Sent without a text, the request only loads that contract, ready for the answer to come. */
export type AnswerCheckRequest = { name: AnswerContractName; text?: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerCall<AnswerCheckRequest>>) => void) | null;
  postMessage(reply: WorkerReply<CheckedAnswer<unknown>>): void;
};

/**
 * Reads and checks the results page's answers off the page's thread: building the search
 * contract's schemas and checking fifty programs against them held the page's thread for a long
 * task on a phone just as the list was to be drawn (docs/decisions/0013). A zod error does not
 * cross to the page; that the answer did not fit does.
 */
scope.onmessage = ({ data: { id, name, text } }) => {
  if (text === undefined) {
    ANSWER_CONTRACTS[name]().catch(() => undefined);
    return;
  }
  checkAnswerText(name, text).then(
    (checked) => scope.postMessage({ id, answer: checked.fits ? checked : { fits: false } }),
    () => scope.postMessage({ id, failed: true }),
  );
};
